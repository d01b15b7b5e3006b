package io.github.augurchess.client.testengines;

import io.github.augurchess.movegen.Board;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A misbehaving UCI engine for client tests, run as its own process. Its one argument picks the
 * fault: {@code good} (plays the first legal move), {@code crash} (exits on go), {@code hang}
 * (ignores go and stop), {@code illegal} (answers an illegal move), {@code mute} (never sends
 * uciok), {@code slow} (answers go only after stop). With {@code xboard} as its first argument it
 * is a CECP engine instead, with the faults {@code resign} and {@code crash}.
 */
public final class FakeUciEngine {
  private FakeUciEngine() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("xboard")) {
      xboard(args[1]);
      return;
    }
    String fault = args.length == 0 ? "good" : args[0];
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Board board = Board.startingPosition();
    String line;
    while ((line = in.readLine()) != null) {
      if (line.equals("uci")) {
        if (fault.equals("mute")) {
          continue;
        }
        System.out.println("id name Fake " + fault);
        System.out.println("option name Hash type spin default 1 min 1 max 8");
        System.out.println("uciok");
      } else if (line.equals("isready")) {
        System.out.println("readyok");
      } else if (line.startsWith("position")) {
        board = readPosition(line);
      } else if (line.startsWith("go")) {
        switch (fault) {
          case "crash" -> System.exit(3);
          case "hang", "slow" -> { }
          case "illegal" -> System.out.println("bestmove e2e5");
          default -> {
            System.out.println("info depth 1 score cp 12 nodes 1 pv " + board.uci(board.legalMoves().get(0)));
            System.out.println("bestmove " + board.uci(board.legalMoves().get(0)));
          }
        }
      } else if (line.equals("stop") && fault.equals("slow")) {
        System.out.println("bestmove " + board.uci(board.legalMoves().get(0)));
      } else if (line.equals("quit") && !fault.equals("hang")) {
        return;
      }
      System.out.flush();
    }
    if (fault.equals("hang")) {
      Thread.sleep(Long.MAX_VALUE);
    }
  }

  /** A CECP engine that resigns or crashes on its first go. */
  private static void xboard(String fault) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.startsWith("protover")) {
        System.out.println("feature myname=\"Fake " + fault + "\" ping=1 usermove=1 setboard=1 done=1");
      } else if (line.startsWith("ping")) {
        System.out.println("pong " + line.substring(5).strip());
      } else if (line.equals("go")) {
        if (fault.equals("crash")) {
          System.exit(4);
        }
        System.out.println("resign");
      } else if (line.equals("quit")) {
        return;
      }
      System.out.flush();
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
