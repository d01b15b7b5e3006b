package io.github.augurchess.api;

/** The two directions of castling: towards the h-file ({@code O-O}) or the a-file ({@code O-O-O}). */
public enum CastlingSide {
  /** Castling with the rook on the king's higher-file side (O-O in standard chess). */
  KINGSIDE,
  /** Castling with the rook on the king's lower-file side (O-O-O in standard chess). */
  QUEENSIDE;

  /** The file the king ends on: g for kingside, c for queenside (in Chess960 too). */
  public File kingDestination() {
    return this == KINGSIDE ? File.G : File.C;
  }

  /** The file the rook ends on: f for kingside, d for queenside (in Chess960 too). */
  public File rookDestination() {
    return this == KINGSIDE ? File.F : File.D;
  }
}
