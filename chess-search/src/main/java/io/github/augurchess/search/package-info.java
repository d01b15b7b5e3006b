/**
 * The Augur engine. An {@code Engine} owns its transposition table, histories and evaluators, so
 * several engines live in one JVM without sharing state.
 *
 * <pre>{@code
 * try (Engine engine = Engine.builder().hashMiB(64).threads(2).build()) {
 *   SearchResult result = engine.search(Board.startingPosition(), SearchLimits.moveTime(1000));
 *   System.out.println(result.bestMove().orElseThrow() + " " + result.score());
 *
 *   // Or in the background, with each iteration reported, until stopped:
 *   SearchHandle handle = engine.start(Board.startingPosition(), SearchLimits.infinite(), new SearchListener() {
 *     @Override
 *     public void iterationCompleted(SearchInfo info) {
 *       System.out.println(info.depth() + " " + info.score());
 *     }
 *   });
 *   Thread.sleep(500);
 *   handle.stop();
 *   System.out.println(handle.result().join().bestMove());
 * }
 * }</pre>
 */
package io.github.augurchess.search;
