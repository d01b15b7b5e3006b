package io.github.augurchess.client.testengines;

import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Perft;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * A scripted UCI engine for client tests, run as its own process. Its one argument picks the
 * behaviour: {@code good} (plays the first legal move), {@code crash} (exits on go), {@code hang}
 * (ignores go and stop), {@code illegal} (answers an illegal move), {@code mute} (never sends
 * uciok), {@code slow} (answers go only after stop), {@code perftsplit} (a perft divide with the
 * right total but a wrong split). With {@code xboard} as its first argument it
 * is a CECP engine instead, with the faults {@code resign} and {@code crash}.
 *
 * <p>A good engine announces one option of each type ({@code Hash}, {@code MultiPV} up to 5,
 * {@code UCI_Chess960}, {@code Style}, {@code Clear Hash}, {@code Book File}); a finite {@code
 * go} answers with one {@code info} line per {@code MultiPV} line (the k-th legal move, its first
 * reply, score {@code 13 - k} with {@code wdl 500 300 200}) and {@code bestmove ... ponder ...};
 * {@code go infinite} and {@code go ponder} stream such lines, one depth every 20 ms, until
 * {@code stop} ({@code ponderhit} only says so in an {@code info string}).
 */
public final class FakeUciEngine {
  private static final PrintStream OUT = new PrintStream(System.out, true, StandardCharsets.UTF_8);

  private FakeUciEngine() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("xboard")) {
      xboard(args[1]);
      return;
    }
    String fault = args.length == 0 ? "good" : args[0];
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Board board = Board.startingPosition();
    int multiPv = 1;
    Thread streamer = null;
    String line;
    while ((line = in.readLine()) != null) {
      if (line.equals("uci")) {
        if (fault.equals("mute")) {
          continue;
        }
        say("id name Fake " + fault);
        say("option name Hash type spin default 1 min 1 max 8");
        say("option name MultiPV type spin default 1 min 1 max 5");
        say("option name UCI_Chess960 type check default false");
        say("option name Style type combo default Solid var Solid var Wild Ride");
        say("option name Clear Hash type button");
        say("option name Book File type string default <empty>");
        say("uciok");
      } else if (line.equals("isready")) {
        say("readyok");
      } else if (line.startsWith("setoption name MultiPV value ")) {
        multiPv = Integer.parseInt(line.substring("setoption name MultiPV value ".length()).strip());
      } else if (line.startsWith("position")) {
        board = readPosition(line);
      } else if (line.startsWith("go perft ")) {
        perft(board, Integer.parseInt(line.substring("go perft ".length()).strip()), fault.equals("perftsplit"));
      } else if (line.startsWith("go")) {
        switch (fault) {
          case "crash" -> System.exit(3);
          case "hang", "slow" -> { }
          case "illegal" -> say("bestmove e2e5");
          default -> {
            if (line.contains("infinite") || line.contains("ponder")) {
              Board searched = board.copy();
              int lines = multiPv;
              streamer = new Thread(() -> stream(searched, lines));
              streamer.start();
            } else {
              report(board, 1, multiPv);
              say(bestMove(board));
            }
          }
        }
      } else if (line.equals("ponderhit")) {
        say("info string ponderhit");
      } else if (line.equals("stop")) {
        if (streamer != null) {
          streamer.interrupt();
          streamer.join();
          streamer = null;
          say(bestMove(board));
        } else if (fault.equals("slow")) {
          say("bestmove " + board.uci(board.legalMoves().get(0)));
        }
      } else if (line.equals("quit") && !fault.equals("hang")) {
        return;
      }
    }
    if (fault.equals("hang")) {
      Thread.sleep(Long.MAX_VALUE);
    }
  }

  /**
   * Answers {@code go perft} as Stockfish does: {@code <move>: <count>} per root move, a blank
   * line, {@code Nodes searched: <total>}. With {@code wrongSplit} the total is right but one
   * node is moved from the second root move to the first.
   */
  private static void perft(Board board, int depth, boolean wrongSplit) {
    long total = 0;
    int index = 0;
    for (Map.Entry<String, Long> entry : Perft.divide(board, depth).entrySet()) {
      long count = entry.getValue() + (wrongSplit && index == 0 ? 1 : wrongSplit && index == 1 ? -1 : 0);
      say(entry.getKey() + ": " + count);
      total += count;
      index++;
    }
    say("");
    say("Nodes searched: " + total);
  }

  private static synchronized void say(String line) {
    OUT.println(line);
  }

  private static void stream(Board board, int lines) {
    for (int depth = 1; !Thread.currentThread().isInterrupted(); depth++) {
      report(board, depth, lines);
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** One {@code info} line per line of multi-PV: the k-th legal move and the first reply to it. */
  private static void report(Board board, int depth, int lines) {
    List<Move> moves = board.legalMoves();
    for (int k = 1; k <= Math.min(lines, moves.size()); k++) {
      Move move = moves.get(k - 1);
      Board after = board.copy();
      after.play(move);
      String reply = after.legalMoves().isEmpty() ? "" : " " + after.uci(after.legalMoves().get(0));
      say("info depth " + depth + " seldepth " + (depth + 2) + " multipv " + k + " score cp " + (13 - k)
          + " wdl 500 300 200 nodes " + (100 * depth) + " nps 1000 time " + depth + " pv " + board.uci(move) + reply);
    }
  }

  private static String bestMove(Board board) {
    Move move = board.legalMoves().get(0);
    Board after = board.copy();
    after.play(move);
    String ponder = after.legalMoves().isEmpty() ? "" : " ponder " + after.uci(after.legalMoves().get(0));
    return "bestmove " + board.uci(move) + ponder;
  }

  /** A CECP engine that resigns or crashes on its first go. */
  private static void xboard(String fault) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.startsWith("protover")) {
        say("feature myname=\"Fake " + fault + "\" ping=1 usermove=1 setboard=1 done=1");
      } else if (line.startsWith("ping")) {
        say("pong " + line.substring(5).strip());
      } else if (line.equals("go")) {
        if (fault.equals("crash")) {
          System.exit(4);
        }
        say("resign");
      } else if (line.equals("quit")) {
        return;
      }
    }
  }

  private static Board readPosition(String line) {
    String[] parts = line.split(" moves ");
    String head = parts[0];
    Board board = head.contains("startpos") ? Board.startingPosition()
        : Board.fromFen(head.substring(head.indexOf("fen ") + 4));
    if (parts.length > 1) {
      for (String move : parts[1].strip().split(" ")) {
        board.playUci(move);
      }
    }
    return board;
  }
}
