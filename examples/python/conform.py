"""The conformance runner of routecraft_routes (the protocol of schema/compiled-routes.md).

    python3 conform.py routes.json < questions.jsonl

Reads one JSON question a line, {"recognize": {"verb", "path"}} or {"generate": {"name",
"params"}}, and answers one JSON line each: {"route": INDEX|null, "params": {...}},
{"path": "..."}, {"error": "..."}, or {"refused": "..."} for a route the table marks unsupported.
`routecraft conform --runner "python3 conform.py" FILE` checks it against the vectors.
"""
import json
import sys

from routecraft_routes import Router, Unsupported, UrlGenerationError


def answer(router, question):
    try:
        if "recognize" in question:
            found = router.recognize(question["recognize"]["verb"], question["recognize"]["path"])
            return {"route": found.index, "params": found.params} if found else {"route": None}
        return {"path": router.generate(question["generate"]["name"], question["generate"]["params"])}
    except UrlGenerationError as error:
        return {"error": str(error)}
    except Unsupported as error:
        return {"refused": str(error)}


def main():
    router = Router.load(sys.argv[1])
    for line in sys.stdin:
        if line.strip():
            sys.stdout.write(json.dumps(answer(router, json.loads(line))) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
