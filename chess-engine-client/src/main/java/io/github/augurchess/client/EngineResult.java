package io.github.augurchess.client;

import io.github.augurchess.api.Move;
import java.util.Optional;

/**
 * What an external engine answered to {@code go}.
 *
 * @param bestMove the move, legal in the searched position; empty when the engine answered
 *     {@code 0000} or {@code (none)} (no legal move)
 * @param ponderMove the expected reply, when the engine sent a legal one
 * @param lastInfo the last principal-variation {@code info} line of rank 1 before the move
 * @param elapsedMillis wall-clock time from {@code go} to {@code bestmove}
 */
public record EngineResult(
    Optional<Move> bestMove, Optional<Move> ponderMove, Optional<EngineInfo> lastInfo, long elapsedMillis) {}
