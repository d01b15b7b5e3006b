package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

class ReviewReportTest {

  @Test
  void aSelfContainedPageWithTheGraphTheCriticalBoardAndTheSummary() throws Exception {
    GameReview review = GameReviewerTest.review(GameReviewerTest.HUNG_QUEEN, 5_000, 1);
    String html = ReviewReport.html(List.of(review));
    assertTrue(html.startsWith("<!DOCTYPE html>"));
    assertFalse(html.contains("<script"), "no scripts");
    assertFalse(html.contains("http://") && html.replaceAll("xmlns(:xlink)?=\"http://www.w3.org/[^\"]*\"", "")
        .contains("http://"), "no external resources");
    assertFalse(html.contains("https://"), "no external resources");
    // Every inline SVG is well-formed XML: the graph and one board for the blunder.
    Matcher svg = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL).matcher(html);
    int count = 0;
    while (svg.find()) {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.group().getBytes(StandardCharsets.UTF_8)));
      count++;
    }
    assertEquals(2, count, html);
    assertTrue(html.contains("class=\"critical\" id=\"g1-ply3\""), html);
    assertTrue(html.contains("2... Qg5??"), html);
    assertTrue(html.contains("Better: 2... "), html);
    assertTrue(html.contains("<td>A</td><td>White</td>"), html);
    assertEquals(html, ReviewReport.html(List.of(review)), "the same bytes every time");
  }

  @Test
  void textFromTheGameIsEscaped() throws Exception {
    String pgn = GameReviewerTest.HUNG_QUEEN.replace("[White \"A\"]", "[White \"<b>&\"]");
    String html = GameReviewerTest.review(pgn, 1_000, 1).toHtml();
    assertTrue(html.contains("&lt;b&gt;&amp;"), html);
    assertFalse(html.contains("<b>&"), html);
  }
}
