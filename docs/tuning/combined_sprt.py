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
def most_likely_with_mean(f, mean):
    # The pentanomial distribution with this mean per game that best explains the frequencies.
    lo, hi = -1/(1-mean), 1/mean
    for _ in range(200):
        lam = (lo+hi)/2
        g = sum(f[k]*(k/4-mean)/(1+lam*(k/4-mean)) for k in range(5))
        lo, hi = (lam, hi) if g > 0 else (lo, lam)
    lam = (lo+hi)/2
    return [f[k]/(1+lam*(k/4-mean)) for k in range(5)]
counts = [max(c, 1e-3) for c in penta]
pairs = sum(counts); f = [c/pairs for c in counts]
p0, p1 = most_likely_with_mean(f, expected(0)), most_likely_with_mean(f, expected(5))
llr = pairs*sum(f[k]*math.log(p1[k]/p0[k]) for k in range(5))
score = sum(k/4*c for k,c in enumerate(penta))/sum(penta)
elo = -400*math.log10(1/score-1)
print(f"games {games} pentanomial {penta} score {score:.4f} elo {elo:+.1f} LLR {llr:.2f} bounds [-2.94, 2.94]")
