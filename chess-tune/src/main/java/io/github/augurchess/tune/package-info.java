/**
 * Texel tuning of the classical evaluator.
 *
 * <p>Labelled positions come from EPD files with a result ({@link LabelledEpdReader}), from PGN
 * games resolved to quiet positions ({@link PositionExtractor}) or from fresh self-play games
 * ({@link SelfPlay}). A {@link TrainingSet} holds each position's evaluation as linear features
 * ({@link io.github.augurchess.eval.EvalFeatures}); the {@link Tuner} fits the sigmoid's scaling
 * constant, then minimises the mean squared error between results and predicted scores by
 * mini-batch gradient descent on a training split, reporting the validation error as it goes.
 * The command line ({@code augur tune run --charts}) draws learning curves and heat maps from a
 * {@link TuneResult}.
 *
 * <pre>{@code
 * TrainingSet data = TrainingSet.read(Path.of("quiet.epd"), EvalParameters.defaults());
 * TuneResult result = new Tuner(TuneOptions.defaults().withIterations(100))
 *     .tune(data, EvalParameters.defaults(), progress -> System.out.println(progress));
 * result.parameters().write(Path.of("tuned.params"));
 * }</pre>
 */
package io.github.augurchess.tune;
