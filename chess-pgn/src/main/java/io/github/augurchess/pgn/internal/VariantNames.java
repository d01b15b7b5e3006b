package io.github.augurchess.pgn.internal;

import io.github.augurchess.api.Variant;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;

/** The names PGN files give the variants in their {@code Variant} tag. */
public final class VariantNames {
  private VariantNames() {}

  /**
   * The variant a {@code Variant} tag names, ignoring case, spaces and punctuation: standard chess
   * ({@code Standard}, {@code Normal}, {@code Chess}, {@code From Position}, empty) or Chess960
   * ({@code Chess960}, {@code chess 960}, {@code Fischerandom}, {@code Fischer Random}, {@code
   * FRC}, {@code 960}); null for any other variant.
   */
  public static @Nullable Variant parse(String tagValue) {
    StringBuilder key = new StringBuilder(tagValue.length());
    for (int i = 0; i < tagValue.length(); i++) {
      char c = tagValue.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        key.append(c);
      }
    }
    switch (key.toString().toLowerCase(Locale.ROOT)) {
      case "":
      case "standard":
      case "normal":
      case "chess":
      case "orthodox":
      case "classical":
      case "fromposition":
        return Variant.STANDARD;
      case "chess960":
      case "960":
      case "fischerandom":
      case "fischerrandom":
      case "fischerrandomchess":
      case "frc":
        return Variant.CHESS960;
      default:
        return null;
    }
  }
}
