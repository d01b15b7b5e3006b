#!/usr/bin/env python3
"""The futility check of the Stockfish 2400 gauntlet plans (docs/gauntlets/).

Usage: futility.py WINS DRAWS LOSSES TOTAL_GAMES Z

Prints the mean score the remaining games would need for the final Elo interval's lower bound at
Z to lie above 0, and how many standard errors (of the remaining games' mean, at the played
games' per-game spread) that is above the score of the games played. The plans stop a match when
it is more than 3. It also prints the interval of the games played at 1.96 and at Z.
"""
import math
import sys


def elo(score: float) -> float:
    return -400.0 * math.log10(1.0 / score - 1.0)


def main() -> None:
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    wins, draws, losses, total = (int(a) for a in sys.argv[1:5])
    z = float(sys.argv[5])
    played = wins + draws + losses
    if played == 0 or played >= total:
        sys.exit("need 0 < games played < TOTAL_GAMES")
    score = (wins + draws / 2) / played
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / played
    spread = math.sqrt(variance)
    needed_final = 0.5 + z * spread / math.sqrt(total)
    remaining = total - played
    needed_rest = (total * needed_final - played * score) / remaining
    excess = (needed_rest - score) / (spread / math.sqrt(remaining))
    for label, width in (("95%", 1.96), (f"z={z}", z)):
        se = spread / math.sqrt(played)
        print(f"{played} games {wins}/{draws}/{losses}: score {score:.4f}, Elo {elo(score):+.1f}, "
              f"{label} [{elo(score - width * se):+.1f}, {elo(score + width * se):+.1f}]")
    print(f"the remaining {remaining} games need {needed_rest:.4f}: {excess:.2f} SE above the games played; "
          + ("stop (futile)" if excess > 3 else "go on"))


if __name__ == "__main__":
    main()
