#!/usr/bin/env python3
"""Turns Stockfish-labelled positions into soft-labelled training data for `augur tune run`.

usage: sf_blend.py LAMBDA OUT.epd LABELLED... [--ksf K]

Each input line is `<four FEN fields>|<white's score in centipawns>|<white's game score>` as
sf_label.py writes it. The script fits Ksf, the sigmoid constant that makes Stockfish's scores best
predict the game results (`1 / (1 + 10^(-Ksf * cp / 400))`, scores clipped to +-3000, a ternary
search on every tenth position) unless --ksf gives it, then writes `<four FEN fields> [label]` with
label = LAMBDA * sigmoid(Ksf * cp) + (1 - LAMBDA) * result. Positions whose castling rights do not
match a king and rook on their standard squares (Chess960 games in the sources) are left out, since
Augur's strict FEN reader refuses them.
"""
import sys

STANDARD_CASTLING = {'K': (('e1', 'K'), ('h1', 'R')), 'Q': (('e1', 'K'), ('a1', 'R')),
                     'k': (('e8', 'k'), ('h8', 'r')), 'q': (('e8', 'k'), ('a8', 'r'))}


def squares(placement):
    board = {}
    for r, row in enumerate(placement.split('/')):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                board['abcdefgh'[f] + str(8 - r)] = ch
                f += 1
    return board


def standard_castling(fen):
    fields = fen.split()
    board = squares(fields[0])
    return all(all(board.get(s) == p for s, p in STANDARD_CASTLING[c])
               for c in fields[2] if c != '-')


def sigmoid(k, cp):
    return 1 / (1 + 10 ** (-k * cp / 400))


def main():
    args = sys.argv[1:]
    fixed_k = None
    if '--ksf' in args:
        i = args.index('--ksf')
        fixed_k = float(args[i + 1])
        del args[i:i + 2]
    lam, out, files = float(args[0]), args[1], args[2:]
    rows, dropped = [], 0
    for name in files:
        for line in open(name):
            fen, cp, result = line.rstrip('\n').split('|')
            if not standard_castling(fen):
                dropped += 1
                continue
            rows.append((fen, max(-3000, min(3000, int(cp))), float(result)))
    sample = rows[::10]

    def error(k):
        return sum((sigmoid(k, cp) - r) ** 2 for _, cp, r in sample) / len(sample)

    if fixed_k is None:
        lo, hi = 0.1, 3.0
        for _ in range(40):
            a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
            if error(a) < error(b):
                hi = b
            else:
                lo = a
        k = (lo + hi) / 2
    else:
        k = fixed_k
    print('positions %d (%d left out), Ksf %.4f, error of Stockfish against the results %.5f'
          % (len(rows), dropped, k, error(k)))
    with open(out, 'w') as o:
        for fen, cp, result in rows:
            o.write('%s [%.4f]\n' % (fen, lam * sigmoid(k, cp) + (1 - lam) * result))


if __name__ == '__main__':
    main()
