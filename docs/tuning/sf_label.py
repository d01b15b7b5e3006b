#!/usr/bin/env python3
"""Labels positions with Stockfish's score at a fixed depth, for soft-labelled tuning data.

usage: sf_label.py IN.epd OUT DEPTH PART PARTS

IN.epd is what `augur tune extract` writes (four FEN fields, then c9 "result";). This process
takes every line whose 0-based number is PART modulo PARTS, so PARTS processes can share a file.
Each output line is `<four FEN fields>|<white's score in centipawns, a mate as +-10000>|<white's
game score: 1, 0.5 or 0>`. Stockfish runs with one thread and 16 MB of hash; the table is cleared
every 2,000 positions. sf_blend.py turns the output into training data.
"""
import os, subprocess, sys
src, dst, depth, part, parts = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
sf = subprocess.Popen([os.environ.get('STOCKFISH', '/usr/games/stockfish')], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): sf.stdin.write(s + '\n')
def wait_for(token):
    while True:
        line = sf.stdout.readline()
        if line.startswith(token): return line
send('uci'); wait_for('uciok')
send('setoption name Threads value 1'); send('setoption name Hash value 16'); send('isready'); wait_for('readyok')
res_map = {'1-0': '1', '0-1': '0', '1/2-1/2': '0.5'}
with open(src) as f, open(dst, 'w') as out:
    for i, line in enumerate(f):
        if i % parts != part: continue
        fields = line.split()
        fen4 = ' '.join(fields[:4])
        result = res_map[line.split('c9 "')[1].split('"')[0]]
        if i % (parts * 2000) == part: send('ucinewgame')
        send('position fen ' + fen4 + ' 0 1'); send('go depth %d' % depth)
        score = None
        while True:
            l = sf.stdout.readline()
            if l.startswith('info') and ' score ' in l:
                t = l.split(' score ')[1].split()
                score = int(t[1]) if t[0] == 'cp' else (10000 if int(t[1]) > 0 else -10000)
            elif l.startswith('bestmove'):
                break
        if fields[1] == 'b': score = -score
        out.write('%s|%d|%s\n' % (fen4, score, result))
send('quit')
