package io.github.augurchess.render;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.PieceType;

/**
 * Augur's own piece set: simple geometric figures drawn as SVG paths in a 45 by 45 box, designed
 * for this project and licensed with it (Apache-2.0). Each piece is a filled outline (the body)
 * and, for some, a few strokes of detail drawn in the contrasting colour.
 */
final class PieceShapes {
  private PieceShapes() {}

  /** The body outline of a piece type. */
  static String body(PieceType type) {
    switch (type) {
      case PAWN:
        return circle(22.5, 14.5, 5)
            + "M17 20h11l-2 4h2l2 8h-15l2-8h2z"
            + "M12 32h21v5h-21z";
      case KNIGHT:
        return "M13 37h20v-4h-1.5c0.5-7 1-15-4-20.5l-1-4.5-3.5 3.5c-5 1-9.5 5.5-12 12l3 3 4-2.5 5-1.5"
            + "c-2 3-6.5 6-8.5 10h-1.5z";
      case BISHOP:
        return circle(22.5, 7, 2.5)
            + "M22.5 10c5.5 4 8 10 6 17h-12c-2-7 0.5-13 6-17z"
            + "M15 27h15v4h-15z"
            + "M18.5 31h8v2h-8z"
            + "M11 33h23v4h-23z";
      case ROOK:
        return "M12 9h4v3h4v-3h5v3h4v-3h4v8h-21z"
            + "M15 17h15v15h-15z"
            + "M12 32h21v5h-21z";
      case QUEEN:
        return circle(9, 12, 2.5)
            + circle(16, 9.5, 2.5)
            + circle(22.5, 8, 2.5)
            + circle(29, 9.5, 2.5)
            + circle(36, 12, 2.5)
            + "M9 14.5l5 11.5 2-14 4.5 13 2-14.5 2 14.5 4.5-13 2 14 5-11.5-3 17.5h-21z"
            + "M11 32h23v5h-23z";
      case KING:
        return "M21 4h3v3h3v3h-3v5h-3v-5h-3v-3h3z"
            + "M12 22c0-5 6-7.5 10.5-3.5 4.5-4 10.5-1.5 10.5 3.5 0 4-3 7-4 10h-13c-1-3-4-6-4-10z"
            + "M11 32h23v5h-23z";
      default:
        throw new IllegalArgumentException("no shape for " + type);
    }
  }

  /** Strokes of detail drawn over the body in the contrasting colour, or an empty string. */
  static String detail(PieceType type) {
    switch (type) {
      case KNIGHT:
        return "M24.5 16.5h0.5M17 24.5l2.5-1";
      case BISHOP:
        return "M22.5 15.5v7M19.5 18.5h6";
      case ROOK:
        return "M15 20h15M15 29h15";
      case QUEEN:
        return "M13 29h19";
      case KING:
        return "M15 29h15";
      default:
        return "";
    }
  }

  /** A circle as a path of two half arcs (one subpath, so it joins the body's outline). */
  private static String circle(double cx, double cy, double r) {
    return "M" + number(cx - r) + " " + number(cy) + "a" + number(r) + " " + number(r) + " 0 1 1 " + number(2 * r)
        + " 0a" + number(r) + " " + number(r) + " 0 1 1 " + number(-2 * r) + " 0z";
  }

  /** A number as SVG text, to a hundredth: no exponent, no trailing zeros, the same on every JVM. */
  static String number(double value) {
    return SvgText.decimal(value, 2);
  }

  /** The id of a piece's definition in the document, such as {@code white-knight}. */
  static String id(Color color, PieceType type) {
    return (color == Color.WHITE ? "white-" : "black-") + type.name().toLowerCase(java.util.Locale.ROOT);
  }
}
