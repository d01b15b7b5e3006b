import sys, re, math
# usage: combined_sprt.py ENGINE PGN... : pentanomial over game pairs (rounds 2k-1, 2k) of each file, then the
# same GSPRT LLR as chess-uci's MatchStatistics.sprtLlr for [0, 5], alpha = beta = 0.05.
engine = sys.argv[1]
penta = [0]*5
games = 0
for path in sys.argv[2:]:
    text = open(path).read()
    rounds = {}
    for block in text.split('[Event ')[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', '[Event ' + block))
        r = int(tags['Round']); res = tags['Result']
        if res not in ('1-0','0-1','1/2-1/2'): continue
        white = tags['White']
        s = 1.0 if res == '1-0' else 0.0 if res == '0-1' else 0.5
        rounds[r] = s if white == engine else 1 - s
    for r in sorted(rounds):
        if r % 2 == 1 and r + 1 in rounds:
            penta[int(round((rounds[r] + rounds[r+1]) * 2))] += 1
            games += 2
def expected(elo): return 1/(1+10**(-elo/400))
counts = [max(c, 1e-3) for c in penta]
pairs = sum(counts); s = sum(c*k/4 for k,c in enumerate(counts))/pairs
var = sum(c*(k/4 - s)**2 for k,c in enumerate(counts))/pairs
s0, s1 = expected(0), expected(5)
llr = pairs*(s1-s0)*(2*s-s0-s1)/(2*var)
score = sum(k/4*c for k,c in enumerate(penta))/sum(penta)
elo = -400*math.log10(1/score-1)
print(f"games {games} pentanomial {penta} score {score:.4f} elo {elo:+.1f} LLR {llr:.2f} bounds [-2.94, 2.94]")
