package io.github.augurchess.movegen;

/** The fields of a FEN, in order; {@link #RECORD} stands for the text as a whole. */
public enum FenField {
  /** The whole text: empty, too few or too many fields. */
  RECORD("record"),
  PIECE_PLACEMENT("piece placement"),
  SIDE_TO_MOVE("side to move"),
  CASTLING("castling"),
  EN_PASSANT("en passant"),
  HALFMOVE_CLOCK("halfmove clock"),
  FULLMOVE_NUMBER("fullmove number");

  private final String label;

  FenField(String label) {
    this.label = label;
  }

  /** The field's name in words, as {@link FenException#field()} gives it. */
  public String label() {
    return label;
  }
}
