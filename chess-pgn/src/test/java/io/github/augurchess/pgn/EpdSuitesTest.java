package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.FenLeniency;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Every test suite and opening file of the test data loads as EPD, and writes back the same. */
class EpdSuitesTest {

  private static EpdRecords read(String resource, FenLeniency... leniencies) throws IOException {
    try (EpdReader reader = EpdReader.of(TestData.open(resource), leniencies)) {
      return reader.readAll();
    }
  }

  @Test
  void everySuiteLoadsWithEveryBestMoveLegal() throws IOException {
    Map<String, Integer> records = new LinkedHashMap<>();
    records.put("suites/STS1-STS15_LAN_v3.epd", 1500);
    records.put("suites/arasan2023.epd", 200);
    records.put("suites/bratko-kopec.epd", 24);
    records.put("suites/ecmgcp.epd", 183);
    records.put("suites/eet.epd", 100);
    records.put("suites/wac.epd", 300);
    records.put("suites/wacnew.epd", 300);
    records.put("openings/2moves_v1.epd", 40457);
    records.put("openings/FRC_openings.epd", 960);
    records.put("openings/startpos.epd", 1);
    for (Map.Entry<String, Integer> suite : records.entrySet()) {
      EpdRecords read = read(suite.getKey());
      assertEquals(List.of(), read.errors(), suite.getKey());
      assertEquals(suite.getValue(), read.records().size(), suite.getKey());
      for (EpdRecord record : read.records()) {
        assertEquals(record, EpdRecord.parse(record.toString()), suite.getKey() + " line " + record.lineNumber());
        if (record.has("bm")) {
          assertEquals(record.operands("bm").size(), record.bestMoves().size(), record.toString());
        }
      }
    }
  }

  @Test
  void theCommentedOutLineOfEcm98IsTheOnlyOneRefused() throws IOException {
    EpdRecords read = read("suites/ecm98.epd");
    assertEquals(769, read.records().size());
    assertEquals(1, read.errors().size());
    assertEquals(136, read.errors().get(0).line());
    assertTrue(read.errors().get(0).text().startsWith("#1r2k2r/"));
  }

  @Test
  void fortressStudiesWithImpossibleMaterialNeedTheirLeniency() throws IOException {
    EpdRecords strict = read("suites/fortresses.epd");
    assertEquals(List.of(8, 9, 10), strict.errors().stream().map(EpdException::line).collect(Collectors.toList()));
    assertEquals(166, strict.records().size());
    EpdRecords lenient = read("suites/fortresses.epd", FenLeniency.IMPOSSIBLE_MATERIAL);
    assertEquals(169, lenient.records().size());
    assertTrue(lenient.errors().isEmpty());
  }

  @Test
  void stsSuiteUsesUciBestMovesAndScoresInC0() throws IOException {
    EpdRecord first = read("suites/STS1-STS15_LAN_v3.epd").records().get(0);
    assertEquals("STS(v1.0) Undermine.001", first.id());
    assertEquals("f5=10, Be5+=2, Bf2=3, Bg4=2", first.comment(0));
    assertEquals("f4f5 d4e5 d4f2 f3g4", first.comment(9));
  }

  @Test
  void chess960OpeningsAreChess960WhenTheVariantIsGiven() throws IOException {
    EpdRecords read;
    try (EpdReader reader = EpdReader.of(TestData.open("openings/FRC_openings.epd"), Variant.CHESS960)) {
      read = reader.readAll();
    }
    assertEquals(960, read.records().size());
    for (EpdRecord record : read.records()) {
      assertEquals(Variant.CHESS960, record.variant(), record.toString());
    }
    // Without the variant, the 18 starts with the king on e1 and the rooks in the corners (6
    // placements of the bishops on opposite colours, 3 of the queen among the knights) read as
    // standard chess.
    long standard = read("openings/FRC_openings.epd").records().stream()
        .filter(r -> r.variant() == Variant.STANDARD).count();
    assertEquals(18, standard);
  }

  /** Lines the file itself calls good read; every other line gives one typed error, none a crash. */
  @Test
  void destructionTestGivesATypedErrorForEachBadLine() throws IOException {
    EpdRecords read = read("suites/destruction-test.epd");
    List<Integer> good = read.records().stream().map(EpdRecord::lineNumber).collect(Collectors.toList());
    // Line 9's clock of 400 at move 500 is one play can reach (past the seventy-five-move rule).
    assertEquals(List.of(1, 6, 7, 8, 9, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106), good);
    assertEquals(85, read.errors().size());
    for (EpdException e : read.errors()) {
      assertFalse(good.contains(e.line()));
      assertTrue(e.column() >= 1 && e.column() <= e.text().length(), e.getMessage());
    }
    for (EpdRecord record : read.records()) {
      if (record.has("bm")) {
        assertEquals(1, record.bestMoves().size(), record.toString());
      }
    }
  }
}
