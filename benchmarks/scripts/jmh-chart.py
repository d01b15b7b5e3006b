#!/usr/bin/env python3
"""Draws a PNG bar chart of JMH results.

Usage:
    java -jar benchmarks/target/benchmarks.jar -rf json -rff results.json [JMH options]
    python3 benchmarks/scripts/jmh-chart.py results.json [chart.png]
    python3 benchmarks/scripts/jmh-chart.py jdk17.json jdk25.json [chart.png]

With several JSON files (runs of the same benchmarks, say on two JDKs), each bar is labelled with
its file's name and a benchmark's bars stand together.

One panel per score unit (s/op, ns/op, ...), one bar per benchmark with its error as a whisker,
and the allocation per operation beside the score when the run used -prof gc. Perft benchmarks
(PerftBenchmark.<position>Depth<N>...) get a further panel of millions of nodes per second,
computed as the known leaf count divided by the time per call.

matplotlib draws the chart when python3 has it (Debian: apt-get install -y python3-matplotlib);
otherwise a built-in writer draws the same bars with a bitmap font and no dependency at all.
The chart goes to chart.png beside the JSON unless a second argument names it.
"""

import json
import os
import re
import struct
import sys
import zlib

# Perft leaf counts (chessprogramming.org, "Perft Results"), to turn time per call into nodes/s.
PERFT_NODES = {
    "start": [1, 20, 400, 8902, 197281, 4865609, 119060324, 3195901860],
    "kiwipete": [1, 48, 2039, 97862, 4085603, 193690690, 8031647685],
}
PERFT_NAME = re.compile(r"PerftBenchmark\.(start|kiwipete)Depth(\d+)")

SECONDS_PER_UNIT = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}


class Bar:
    def __init__(self, label, value, error, note):
        self.label = label
        self.value = value
        self.error = error
        self.note = note


def short_name(result):
    """Class.method, with the parameters if any: the package adds nothing to a chart."""
    parts = result["benchmark"].split(".")
    name = ".".join(parts[-2:])
    params = result.get("params") or {}
    if params:
        name += " (" + ", ".join(k + "=" + v for k, v in sorted(params.items())) + ")"
    if result.get("run"):
        name = result["run"] + ": " + name
    return name


def load(paths):
    """The results of every file; with several files, each result names its file ("run") and a
    benchmark's results follow one another in file order."""
    runs = []
    for path in paths:
        with open(path, encoding="utf-8") as source:
            runs.append((os.path.splitext(os.path.basename(path))[0], json.load(source)))
    order = {}
    results = []
    for run, run_results in runs:
        for result in run_results:
            order.setdefault(short_name(result), len(order))
            if len(runs) > 1:
                result["run"] = run
            results.append(result)
    # Sorting is stable, so within one benchmark the files keep their order.
    results.sort(key=lambda r: order[short_name(dict(r, run=None))])
    return results


def finite(x):
    return isinstance(x, (int, float)) and x == x and abs(x) != float("inf")


def format_number(x):
    if x == 0:
        return "0"
    if abs(x) >= 1000:
        return "{:,.0f}".format(x)
    if abs(x) >= 10:
        return "{:.1f}".format(x)
    if abs(x) >= 0.01:
        return "{:.3f}".format(x)
    return "{:.2e}".format(x)


def nodes_per_second(result):
    """Millions of perft leaves per second, or None if the result is not a known perft."""
    match = PERFT_NAME.search(result["benchmark"])
    if not match:
        return None
    counts = PERFT_NODES[match.group(1)]
    depth = int(match.group(2))
    if depth >= len(counts):
        return None
    nodes = counts[depth]
    metric = result["primaryMetric"]
    unit = metric["scoreUnit"]
    score = metric["score"]
    if not finite(score) or score <= 0:
        return None
    time_unit, _, per = unit.partition("/")
    if per == "op" and time_unit in SECONDS_PER_UNIT:  # time per call
        return nodes / (score * SECONDS_PER_UNIT[time_unit]) / 1e6
    ops, _, time_unit = unit.partition("/")
    if ops == "ops" and time_unit in SECONDS_PER_UNIT:  # calls per time
        return nodes * score / SECONDS_PER_UNIT[time_unit] / 1e6
    return None


def panels(results):
    """[(title, [Bar])]: one panel per score unit in order of appearance, then perft nodes/s."""
    by_unit = {}
    perft = []
    for result in results:
        metric = result["primaryMetric"]
        unit = metric["scoreUnit"]
        note = ""
        alloc = (result.get("secondaryMetrics") or {}).get("gc.alloc.rate.norm")
        if alloc is not None and finite(alloc.get("score")):
            note = ", " + format_number(alloc["score"]) + " B/op"
        error = metric.get("scoreError")
        bar = Bar(short_name(result), metric["score"], error if finite(error) else 0.0, note)
        by_unit.setdefault(unit, []).append(bar)
        mnps = nodes_per_second(result)
        if mnps is not None:
            perft.append(Bar(short_name(result), mnps, 0.0, ""))
    chosen = [(unit + " (" + result_mode(results, unit) + ", lower is better)"
               if not unit.startswith("ops") else unit + " (higher is better)", bars)
              for unit, bars in by_unit.items()]
    if perft:
        chosen.append(("perft: million nodes per second (known nodes / time; higher is better)",
                       perft))
    return chosen


def result_mode(results, unit):
    modes = sorted({r["mode"] for r in results if r["primaryMetric"]["scoreUnit"] == unit})
    return "/".join(modes)


# ---------------------------------------------------------------- matplotlib


def draw_with_matplotlib(chosen, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    heights = [max(1.2, 0.45 * len(bars) + 0.9) for _, bars in chosen]
    figure, axes = plt.subplots(len(chosen), 1, figsize=(11, sum(heights)),
                                gridspec_kw={"height_ratios": heights}, squeeze=False)
    for (title, bars), axis in zip(chosen, axes[:, 0]):
        labels = [b.label for b in bars]
        values = [b.value for b in bars]
        errors = [b.error for b in bars]
        positions = range(len(bars))
        axis.barh(positions, values, xerr=errors, color="#4c72b0", ecolor="#333333", capsize=3)
        axis.set_yticks(list(positions))
        axis.set_yticklabels(labels)
        axis.invert_yaxis()
        axis.set_title(title, loc="left", fontsize=10)
        top = max(v + e for v, e in zip(values, errors)) or 1
        axis.set_xlim(0, top * 1.45)
        for position, bar in zip(positions, bars):
            axis.text(bar.value + bar.error + top * 0.01, position,
                      format_number(bar.value) + bar.note, va="center", fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=100)


# ---------------------------------------------------------------- built-in writer

# A 5x8 bitmap font: rows top to bottom, row 7 below the baseline; '#' is ink.
GLYPHS = {
    " ": "",
    "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
    "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
    "2": ".###. #...# ....# ...#. ..#.. .#... #####",
    "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
    "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
    "5": "##### #.... ####. ....# ....# #...# .###.",
    "6": "..##. .#... #.... ####. #...# #...# .###.",
    "7": "##### ....# ...#. ..#.. .#... .#... .#...",
    "8": ".###. #...# #...# .###. #...# #...# .###.",
    "9": ".###. #...# #...# .#### ....# ...#. .##..",
    "A": ".###. #...# #...# ##### #...# #...# #...#",
    "B": "####. #...# #...# ####. #...# #...# ####.",
    "C": ".###. #...# #.... #.... #.... #...# .###.",
    "D": "###.. #..#. #...# #...# #...# #..#. ###..",
    "E": "##### #.... #.... ####. #.... #.... #####",
    "F": "##### #.... #.... ####. #.... #.... #....",
    "G": ".###. #...# #.... #.### #...# #...# .####",
    "H": "#...# #...# #...# ##### #...# #...# #...#",
    "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
    "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
    "L": "#.... #.... #.... #.... #.... #.... #####",
    "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
    "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
    "O": ".###. #...# #...# #...# #...# #...# .###.",
    "P": "####. #...# #...# ####. #.... #.... #....",
    "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
    "R": "####. #...# #...# ####. #.#.. #..#. #...#",
    "S": ".#### #.... #.... .###. ....# ....# ####.",
    "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "U": "#...# #...# #...# #...# #...# #...# .###.",
    "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
    "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
    "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
    "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
    "Z": "##### ....# ...#. ..#.. .#... #.... #####",
    "a": "..... ..... .###. ....# .#### #...# .####",
    "b": "#.... #.... #.##. ##..# #...# #...# ####.",
    "c": "..... ..... .###. #.... #.... #...# .###.",
    "d": "....# ....# .##.# #..## #...# #...# .####",
    "e": "..... ..... .###. #...# ##### #.... .###.",
    "f": "..##. .#..# .#... ###.. .#... .#... .#...",
    "g": "..... ..... .#### #...# #...# .#### ....# .###.",
    "h": "#.... #.... #.##. ##..# #...# #...# #...#",
    "i": "..#.. ..... .##.. ..#.. ..#.. ..#.. .###.",
    "j": "...#. ..... ..##. ...#. ...#. ...#. #..#. .##..",
    "k": "#.... #.... #..#. #.#.. ##... #.#.. #..#.",
    "l": ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "m": "..... ..... ##.#. #.#.# #.#.# #...# #...#",
    "n": "..... ..... #.##. ##..# #...# #...# #...#",
    "o": "..... ..... .###. #...# #...# #...# .###.",
    "p": "..... ..... ####. #...# #...# ####. #.... #....",
    "q": "..... ..... .##.# #..## #...# .#### ....# ....#",
    "r": "..... ..... #.##. ##..# #.... #.... #....",
    "s": "..... ..... .###. #.... .###. ....# ####.",
    "t": ".#... .#... ###.. .#... .#... .#..# ..##.",
    "u": "..... ..... #...# #...# #...# #..## .##.#",
    "v": "..... ..... #...# #...# #...# .#.#. ..#..",
    "w": "..... ..... #...# #...# #.#.# #.#.# .#.#.",
    "x": "..... ..... #...# .#.#. ..#.. .#.#. #...#",
    "y": "..... ..... #...# #...# #...# .#### ....# .###.",
    "z": "..... ..... ##### ...#. ..#.. .#... #####",
    ".": "..... ..... ..... ..... ..... .##.. .##..",
    ",": "..... ..... ..... ..... ..... .##.. ..#.. .#...",
    ":": "..... .##.. .##.. ..... .##.. .##.. .....",
    ";": "..... .##.. .##.. ..... .##.. ..#.. .#...",
    "-": "..... ..... ..... ##### ..... ..... .....",
    "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
    "=": "..... ..... ##### ..... ##### ..... .....",
    "_": "..... ..... ..... ..... ..... ..... ..... #####",
    "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
    ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
    "/": "..... ....# ...#. ..#.. .#... #.... .....",
    "%": "##... ##..# ...#. ..#.. .#... #..## ...##",
    "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
    "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
}
SCALE = 2
ADVANCE = 6 * SCALE  # 5 columns of ink and one of space
LINE = 8 * SCALE


class Canvas:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.pixels = bytearray(b"\xff" * (width * height * 3))

    def rect(self, x0, y0, x1, y1, rgb):
        x0, x1 = max(0, int(x0)), min(self.width, int(x1))
        y0, y1 = max(0, int(y0)), min(self.height, int(y1))
        if x1 <= x0:
            return
        row = bytes(rgb) * (x1 - x0)
        for y in range(y0, y1):
            start = (y * self.width + x0) * 3
            self.pixels[start:start + len(row)] = row

    def text(self, x, y, text, rgb=(0, 0, 0)):
        """Writes text with its top at y; returns the x after it."""
        for char in text:
            rows = GLYPHS.get(char, GLYPHS["?"]).split()
            for r, bits in enumerate(rows):
                for c, bit in enumerate(bits):
                    if bit == "#":
                        self.rect(x + c * SCALE, y + r * SCALE,
                                  x + (c + 1) * SCALE, y + (r + 1) * SCALE, rgb)
            x += ADVANCE
        return x

    def png(self):
        raw = b"".join(b"\x00" + bytes(self.pixels[y * self.width * 3:(y + 1) * self.width * 3])
                       for y in range(self.height))

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def draw_builtin(chosen, path):
    margin = 16
    row_height = LINE + 12
    bar_width = 480
    label_width = max(len(b.label) for _, bars in chosen for b in bars) * ADVANCE
    value_width = max(len(format_number(b.value) + b.note) for _, bars in chosen for b in bars)
    title_width = max(len(title) for title, _ in chosen) * ADVANCE
    width = max(margin * 3 + label_width + bar_width + (value_width + 1) * ADVANCE,
                margin * 2 + title_width)
    height = margin + sum(LINE + 10 + len(bars) * row_height + margin for _, bars in chosen)
    canvas = Canvas(width, height)
    y = margin
    bar_left = margin * 2 + label_width
    for title, bars in chosen:
        canvas.text(margin, y, title, (40, 40, 40))
        y += LINE + 10
        top = max(b.value + b.error for b in bars) or 1
        canvas.rect(bar_left - 1, y - 4, bar_left, y + len(bars) * row_height, (120, 120, 120))
        for bar in bars:
            canvas.text(bar_left - margin - len(bar.label) * ADVANCE, y + 2, bar.label)
            end = bar_left + bar_width * max(0.0, bar.value) / top
            canvas.rect(bar_left, y, end, y + LINE + 4, (76, 114, 176))
            right = end
            if bar.error > 0:
                low = bar_left + bar_width * max(0.0, bar.value - bar.error) / top
                right = bar_left + bar_width * (bar.value + bar.error) / top
                middle = y + (LINE + 4) // 2
                canvas.rect(low, middle - 1, right, middle + 1, (40, 40, 40))
                canvas.rect(right - 1, y + 3, right + 1, y + LINE + 1, (40, 40, 40))
            canvas.text(right + 8, y + 2, format_number(bar.value) + bar.note, (40, 40, 40))
            y += row_height
        y += margin
    with open(path, "wb") as out:
        out.write(canvas.png())


def main(argv):
    inputs = [a for a in argv[1:] if not a.endswith(".png")]
    outputs = [a for a in argv[1:] if a.endswith(".png")]
    if not inputs or len(outputs) > 1 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    results = load(inputs)
    if not results:
        print("no results in " + ", ".join(inputs), file=sys.stderr)
        return 1
    path = outputs[0] if outputs else os.path.join(os.path.dirname(inputs[0]) or ".", "chart.png")
    chosen = panels(results)
    try:
        import matplotlib  # noqa: F401  (only to know whether it is there)
        have_matplotlib = os.environ.get("JMH_CHART_BUILTIN") is None
    except ImportError:
        have_matplotlib = False
    if have_matplotlib:
        draw_with_matplotlib(chosen, path)
    else:
        draw_builtin(chosen, path)
    print("wrote " + path + (" (matplotlib)" if have_matplotlib else " (built-in writer)"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
