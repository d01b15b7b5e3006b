package io.github.augurchess.spark.internal;

import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.spark.TuningGradient;
import io.github.augurchess.tune.LabelledEpdReader;
import io.github.augurchess.tune.LabelledPosition;
import io.github.augurchess.tune.TrainingSet;
import io.github.augurchess.tune.TuneOptions;
import io.github.augurchess.tune.Tuner;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;

/**
 * The distributed Texel gradient: each partition builds chess-tune's {@link TrainingSet} from its
 * lines and asks chess-tune's {@link Tuner} for the loss and gradient over it (so the formula is
 * the single-machine one, not a copy); the partitions' sums, weighted by their sizes, are added by
 * {@code treeAggregate}.
 */
public final class Gradients {
  private Gradients() {}

  public static TuningGradient compute(Dataset<Row> labelled, EvalParameters weights, double k) {
    String weightsText = weights.format();
    int size = weights.size();
    JavaRDD<String> lines = labelled.select("epd").as(Encoders.STRING()).javaRDD();
    JavaRDD<double[]> sums = lines.mapPartitions(part -> List.of(partitionSums(part, weightsText, k)).iterator());
    double[] total = sums.treeAggregate(new double[size + 2], Gradients::add, Gradients::add);
    long n = (long) total[0];
    double[] gradient = new double[size];
    for (int i = 0; i < size; i++) {
      gradient[i] = n == 0 ? 0 : total[i + 2] / n;
    }
    return new TuningGradient(n, n == 0 ? 0 : total[1] / n, gradient);
  }

  /** {@code [positions, positions × loss, positions × gradient...]} of one partition's lines. */
  static double[] partitionSums(Iterator<String> lines, String weightsText, double k) {
    EvalParameters weights = EvalParameters.parse(weightsText);
    TrainingSet.Builder builder = TrainingSet.builder(weights);
    int lineNumber = 0;
    while (lines.hasNext()) {
      String line = lines.next();
      lineNumber++;
      if (LabelledEpdReader.holdsPosition(line)) {
        LabelledPosition p = LabelledEpdReader.parse(line, lineNumber);
        builder.add(p.position(), p.label());
      }
    }
    TrainingSet set = builder.build();
    Tuner tuner = new Tuner(TuneOptions.defaults().withThreads(1));
    double[] sums = new double[weights.size() + 2];
    int n = set.size();
    if (n == 0) {
      return sums;
    }
    sums[0] = n;
    sums[1] = n * tuner.error(set, weights, k);
    double[] gradient = tuner.gradient(set, weights, k);
    for (int i = 0; i < gradient.length; i++) {
      sums[i + 2] = n * gradient[i];
    }
    return sums;
  }

  private static double[] add(double[] a, double[] b) {
    for (int i = 0; i < a.length; i++) {
      a[i] += b[i];
    }
    return a;
  }
}
