package io.github.augurchess.spark.internal;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import io.github.augurchess.search.Engine;
import io.github.augurchess.spark.EngineOptions;
import org.apache.spark.TaskContext;
import org.apache.spark.util.TaskCompletionListener;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The evaluator and engine of one task, made on first use and closed when the task ends.
 *
 * <p>Spark deserialises a task's functions once per task, so an instance of this held in a
 * function's transient field lives exactly as long as one partition's work: one engine per
 * partition, never one per row.
 */
public final class TaskResources {
  private final EngineOptions options;
  private @Nullable ClassicalEvaluator evaluator;
  private @Nullable NnueEvaluator network;
  private @Nullable Engine engine;

  public TaskResources(EngineOptions options) {
    this.options = options;
  }

  /** The task's classical evaluator. */
  public ClassicalEvaluator evaluator() {
    ClassicalEvaluator e = evaluator;
    if (e == null) {
      e = new ClassicalEvaluator();
      evaluator = e;
    }
    return e;
  }

  /** The task's evaluator with the network shipped in chess-nnue (read once per JVM, shared). */
  public NnueEvaluator networkEvaluator() {
    NnueEvaluator e = network;
    if (e == null) {
      e = new NnueEvaluator(Network.defaultNetwork());
      network = e;
    }
    return e;
  }

  /** The task's engine, closed when the task ends (or by {@link #close()} outside a task). */
  public Engine engine() {
    Engine e = engine;
    if (e == null) {
      e = Engine.builder().hashMiB(options.hashMiB()).threads(options.threads()).build();
      engine = e;
      TaskContext task = TaskContext.get();
      if (task != null) {
        task.addTaskCompletionListener((TaskCompletionListener) context -> close());
      }
    }
    return e;
  }

  /** Closes the engine, if one was made. */
  public void close() {
    Engine e = engine;
    engine = null;
    if (e != null) {
      e.close();
    }
  }
}
