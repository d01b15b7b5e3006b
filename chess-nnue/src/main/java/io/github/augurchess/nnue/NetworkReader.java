package io.github.augurchess.nnue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Reads the network file format, checking every field before it trusts it: the magic, the
 * version, the dimensions and constants, the description, the length the header promises and
 * the checksum, in that order, each failure a {@link NetworkFormatException} at its offset.
 */
final class NetworkReader {
  /** The largest file the format allows; a stream is read up to one byte more. */
  static final int MAX_FILE_BYTES = Network.HEADER_BYTES + Network.MAX_DESCRIPTION_BYTES
      + 2 * (Network.INPUTS * Network.MAX_HIDDEN + Network.MAX_HIDDEN
          + Network.MAX_BUCKETS * 2 * Network.MAX_HIDDEN + Network.MAX_BUCKETS)
      + 4;

  private final byte[] bytes;
  private final String source;
  private final ByteBuffer buffer;

  private NetworkReader(byte[] bytes, String source) {
    this.bytes = bytes;
    this.source = source;
    this.buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
  }

  static Network read(InputStream in, String source) throws IOException {
    return parse(in.readNBytes(MAX_FILE_BYTES + 1), source);
  }

  static Network parse(byte[] bytes, String source) {
    return new NetworkReader(bytes, source).parse();
  }

  private Network parse() {
    need(0, 8, "the magic");
    byte[] magic = new byte[8];
    buffer.get(0, magic);
    if (!new String(magic, StandardCharsets.ISO_8859_1).equals(Network.MAGIC)) {
      throw fail(0, "not an Augur network: the magic is \"" + printable(magic) + "\", expected \""
          + Network.MAGIC + "\"");
    }
    long version = u32(8, "the format version");
    if (version != Network.VERSION) {
      throw fail(8, "unsupported format version " + version + " (this reader reads " + Network.VERSION + ")");
    }
    long inputs = u32(12, "the input count");
    if (inputs != Network.INPUTS) {
      throw fail(12, "input features " + inputs + ", expected " + Network.INPUTS);
    }
    long hidden = u32(16, "the hidden size");
    check(16, Network.hiddenSizeProblem(hidden));
    long buckets = u32(20, "the output bucket count");
    check(20, Network.bucketsProblem(buckets));
    long activationCode = u32(24, "the activation");
    Activation activation = activationCode > 2 ? null : Activation.ofCode((int) activationCode);
    if (activation == null) {
      throw fail(24, "unknown activation " + activationCode + " (1 = SCReLU, 2 = CReLU)");
    }
    long qa = u32(28, "QA");
    check(28, Network.constantProblem("QA", qa, Network.MAX_QA));
    long qb = u32(32, "QB");
    check(32, Network.constantProblem("QB", qb, Network.MAX_CONSTANT));
    long scale = u32(36, "SCALE");
    check(36, Network.constantProblem("SCALE", scale, Network.MAX_CONSTANT));
    long descriptionLength = u32(40, "the description length");
    if (descriptionLength > Network.MAX_DESCRIPTION_BYTES) {
      throw fail(40, "description length " + descriptionLength + " over " + Network.MAX_DESCRIPTION_BYTES);
    }
    int textStart = Network.HEADER_BYTES;
    int textLength = (int) descriptionLength;
    need(textStart, textLength, "the description");
    String description = utf8(textStart, textLength);

    int h = (int) hidden;
    int b = (int) buckets;
    int featureWeights = textStart + textLength;
    int featureBiases = featureWeights + 2 * Network.INPUTS * h;
    int outputWeights = featureBiases + 2 * h;
    int outputBiases = outputWeights + 2 * 2 * h * b;
    int checksum = outputBiases + 2 * b;
    int expected = checksum + 4;
    if (bytes.length < expected) {
      throw fail(bytes.length, "truncated: the header promises " + expected + " bytes, the input has "
          + bytes.length + " (in the " + sectionAt(bytes.length, featureBiases, outputWeights, outputBiases, checksum)
          + ")");
    }
    if (bytes.length > expected) {
      throw fail(expected, (bytes.length > MAX_FILE_BYTES ? "more than " + (bytes.length - expected)
          : String.valueOf(bytes.length - expected)) + " trailing bytes after the checksum");
    }
    long stored = buffer.getInt(checksum) & 0xFFFF_FFFFL;
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, checksum);
    if (stored != crc.getValue()) {
      throw fail(checksum, String.format("checksum mismatch: the file says %08x, its bytes give %08x",
          stored, crc.getValue()));
    }
    return Network.ofChecked(h, b, activation, (int) qa, (int) qb, (int) scale, description,
        shorts(featureWeights, Network.INPUTS * h), shorts(featureBiases, h),
        shorts(outputWeights, 2 * h * b), shorts(outputBiases, b));
  }

  private static String sectionAt(int offset, int featureBiases, int outputWeights, int outputBiases, int checksum) {
    if (offset < featureBiases) {
      return "feature weights";
    } else if (offset < outputWeights) {
      return "feature biases";
    } else if (offset < outputBiases) {
      return "output weights";
    } else if (offset < checksum) {
      return "output biases";
    }
    return "checksum";
  }

  private short[] shorts(int offset, int count) {
    short[] values = new short[count];
    ByteBuffer view = buffer.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    view.position(offset);
    view.asShortBuffer().get(values);
    return values;
  }

  private void need(int offset, int length, String what) {
    if (bytes.length < offset + length) {
      throw fail(bytes.length, "truncated: " + what + " needs " + length + " bytes at byte " + offset
          + ", the input has " + bytes.length);
    }
  }

  private long u32(int offset, String what) {
    need(offset, 4, what);
    return buffer.getInt(offset) & 0xFFFF_FFFFL;
  }

  private void check(int offset, @Nullable String problem) {
    if (problem != null) {
      throw fail(offset, problem);
    }
  }

  private String utf8(int offset, int length) {
    try {
      CharBuffer text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes, offset, length));
      return text.toString();
    } catch (CharacterCodingException e) {
      throw fail(offset, "the description is not valid UTF-8");
    }
  }

  /** The magic's bytes as text, with anything unprintable escaped. */
  private static String printable(byte[] raw) {
    StringBuilder s = new StringBuilder();
    for (byte x : raw) {
      int c = x & 0xFF;
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        s.append((char) c);
      } else {
        s.append(String.format("\\x%02x", c));
      }
    }
    return s.toString();
  }

  private NetworkFormatException fail(long offset, String reason) {
    return new NetworkFormatException(source, offset, reason);
  }
}
