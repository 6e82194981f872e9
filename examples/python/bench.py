"""Recognition time per request of routecraft_routes, with and without the prefilter.

    routecraft compile ROUTES -o table.json && routecraft vectors ROUTES > vectors.jsonl
    python3 bench.py table.json vectors.jsonl [runs]

Times each recognition of the vectors (each run answers all of them, in order) and prints, in
microseconds per request, the median request (the median over the runs, and the range of the
runs' medians), the mean and the 99th percentile, and how many regexps a request tries on average.
"""
import json
import statistics
import sys
import time

from routecraft_routes import Router


def main():
    router = Router.load(sys.argv[1])
    with open(sys.argv[2], encoding="utf-8") as f:
        requests = [v["recognize"] for v in map(json.loads, f) if "recognize" in v]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    print("%d routes, %d requests, %d runs" % (len(router.routes), len(requests), runs))
    for prefilter in (True, False):
        medians, means, slowest = [], [], []
        for _ in range(runs):
            times = []
            for r in requests:
                start = time.perf_counter_ns()
                router.recognize(r["verb"], r["path"], prefilter)
                times.append((time.perf_counter_ns() - start) / 1000)
            times.sort()
            medians.append(statistics.median(times))
            means.append(statistics.fmean(times))
            slowest.append(times[int(len(times) * 0.99)])
        print("prefilter %-3s: median %.1f us/request [runs %.1f-%.1f], mean %.1f, p99 %.1f; %.1f regexps tried per request" % (
            "on" if prefilter else "off", statistics.median(medians), min(medians), max(medians),
            statistics.median(means), statistics.median(slowest), tried(router, requests, prefilter)))


def tried(router, requests, prefilter):
    """Regexps a request runs on average: the candidates up to the answer (or all of them)."""
    from routecraft_routes import first_token, normalize
    total = 0
    for r in requests:
        path = normalize(r["path"])
        routes = router.by_token.get(first_token(path), router.wildcards) if prefilter else router.routes
        found = router.recognize(r["verb"], r["path"], prefilter)
        total += routes.index(found.route) + 1 if found and found.route in routes else len(routes)
    return total / len(requests)


if __name__ == "__main__":
    main()
