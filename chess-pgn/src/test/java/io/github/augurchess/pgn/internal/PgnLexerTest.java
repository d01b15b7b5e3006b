package io.github.augurchess.pgn.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnLexerTest {

  /** Tokens as {@code KIND:text@line:column}. */
  private static List<String> tokens(String text) throws IOException {
    PgnLexer lexer = new PgnLexer(new StringReader(text));
    List<String> tokens = new ArrayList<>();
    for (PgnToken t = lexer.next(); t != PgnToken.EOF; t = lexer.next()) {
      String value = t == PgnToken.NAG ? lexer.text() + "=" + lexer.value() : lexer.text();
      tokens.add(t + ":" + value + "@" + lexer.line() + ":" + lexer.column());
    }
    return tokens;
  }

  @Test
  void tagPairsAndMovetextSplitIntoTokens() throws IOException {
    assertEquals(List.of("TAG_OPEN:[@1:1", "SYMBOL:Event@1:2", "STRING:A \"B\"@1:8", "TAG_CLOSE:]@1:17",
        "SYMBOL:1@2:1", "PERIOD:.@2:2", "SYMBOL:e4@2:3", "NAG:!?=5@2:5", "SYMBOL:12@2:8", "PERIOD:.@2:10",
        "SYMBOL:O-O-O+@2:14", "NAG:$14=14@2:21", "VARIATION_OPEN:(@2:26", "SYMBOL:Nxe5@2:27",
        "VARIATION_CLOSE:)@2:31", "RESULT:1/2-1/2@2:33", "RESULT:*@2:41"),
        tokens("[Event \"A \\\"B\\\"\"]\n1.e4!? 12... O-O-O+ $14  (Nxe5) 1/2-1/2 *"));
  }

  @Test
  void commentsKeepTheirTextAndLineBreaksBecomeLf() throws IOException {
    assertEquals(List.of("COMMENT:a\nb [%clk 0:01] (x)@1:1", "COMMENT: rest; of line@3:5", "SYMBOL:e4@4:1"),
        tokens("{a\r\nb [%clk 0:01] (x)}\ne5 ; rest; of line\ne4".replace("e5 ", "    ")));
  }

  @Test
  void escapeLinesAreSkippedOnlyAtColumnOne() throws IOException {
    assertEquals(List.of("SYMBOL:e4@2:1", "UNEXPECTED:%@2:4", "SYMBOL:x@2:5"), tokens("%skip [this]\ne4 %x\n%and this"));
  }

  @Test
  void lineBreaksOfEveryKindCountOnce() throws IOException {
    assertEquals(List.of("SYMBOL:a@1:1", "SYMBOL:b@2:1", "SYMBOL:c@3:1", "SYMBOL:d@5:2"),
        tokens("a\r\nb\rc\n\n d"));
  }

  @Test
  void aByteOrderMarkTakesNoColumn() throws IOException {
    assertEquals(List.of("TAG_OPEN:[@1:1"), tokens("\uFEFF["));
  }

  @Test
  void reservedUnexpectedAndMalformedNagsAreTokensOfTheirOwn() throws IOException {
    assertEquals(List.of("RESERVED:<a b>@1:1", "UNEXPECTED:@@æ@1:7", "NAG:$=-1@1:11", "NAG:!!!=-1@1:13",
        "SYMBOL:--@1:17", "UNEXPECTED:-@1:20", "SYMBOL:exd6@1:22", "SYMBOL:e.p.@1:27"),
        tokens("<a b> @@æ $ !!! -- - exd6 e.p."));
  }

  @Test
  void anUnterminatedCommentOrStringIsFlagged() throws IOException {
    PgnLexer lexer = new PgnLexer(new StringReader("\"open\n{never closed"));
    assertEquals(PgnToken.STRING, lexer.next());
    assertTrue(lexer.unterminated());
    assertEquals(PgnToken.COMMENT, lexer.next());
    assertTrue(lexer.unterminated());
    assertEquals("never closed", lexer.text());
  }

  @Test
  void pushBackReturnsTheSameTokenAgain() throws IOException {
    PgnLexer lexer = new PgnLexer(new StringReader("[ e4"));
    assertEquals(PgnToken.TAG_OPEN, lexer.next());
    lexer.pushBack();
    assertEquals(PgnToken.TAG_OPEN, lexer.next());
    assertEquals(PgnToken.SYMBOL, lexer.next());
  }

  @Test
  void tokensLongerThanTheBufferStayWhole() throws IOException {
    String comment = "x".repeat(100_000);
    assertEquals(List.of("COMMENT:" + comment + "@1:1", "SYMBOL:e4@1:100004"), tokens("{" + comment + "} e4"));
  }
}
