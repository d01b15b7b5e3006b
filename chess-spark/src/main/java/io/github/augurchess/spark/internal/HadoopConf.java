package io.github.augurchess.spark.internal;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;

/** A Hadoop configuration that can be sent to executors (Configuration is Writable, not Serializable). */
final class HadoopConf implements Serializable {
  private static final long serialVersionUID = 1L;

  private transient Configuration value;

  HadoopConf(Configuration value) {
    this.value = value;
  }

  Configuration get() {
    return value;
  }

  private void writeObject(ObjectOutputStream out) throws IOException {
    out.defaultWriteObject();
    value.write(out);
  }

  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    in.defaultReadObject();
    value = new Configuration(false);
    value.readFields(in);
  }
}
