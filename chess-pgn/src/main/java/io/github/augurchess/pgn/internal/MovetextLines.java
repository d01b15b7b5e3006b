package io.github.augurchess.pgn.internal;

import java.io.IOException;

/**
 * Lays out movetext tokens in lines of at most a given width, breaking only between tokens, as
 * PGN export format asks. A token longer than the width gets a line of its own. A {@code ;}
 * comment ends its line.
 */
public final class MovetextLines {
  private final Appendable out;
  private final int width;
  private int lineLength;
  private boolean lineClosed;
  private String prefix = "";

  /** @param width the longest line, in characters (79 for the standard's 80 columns) */
  public MovetextLines(Appendable out, int width) {
    this.out = out;
    this.width = width;
  }

  /** Writes a token, after a space or at the start of a new line. */
  public void token(String token) throws IOException {
    String text = prefix.isEmpty() ? token : prefix + token;
    prefix = "";
    if (lineClosed || (lineLength > 0 && lineLength + 1 + text.length() > width)) {
      newLine();
    }
    if (lineLength > 0) {
      out.append(' ');
      lineLength++;
    }
    out.append(text);
    lineLength += text.length();
  }

  /** Writes a {@code ;} comment, which runs to the end of its line. */
  public void lineComment(String text) throws IOException {
    token(";" + text);
    lineClosed = true;
  }

  /** Makes the next token start with this text, without a space (the {@code (} of a variation). */
  public void prefixNext(String text) {
    prefix = prefix + text;
  }

  /** Writes text right after the last token, without a space (the {@code )} of a variation). */
  public void suffix(String text) throws IOException {
    if (lineClosed || lineLength + text.length() > width) {
      newLine();
    }
    out.append(text);
    lineLength += text.length();
  }

  /** Ends the last line. */
  public void finish() throws IOException {
    if (lineLength > 0 || lineClosed) {
      out.append('\n');
    }
    lineLength = 0;
    lineClosed = false;
  }

  private void newLine() throws IOException {
    out.append('\n');
    lineLength = 0;
    lineClosed = false;
  }
}
