"""Serves the example blog (examples/blog/config/routes.yaml) with http.server and nothing else.

    routecraft compile ../blog/config/routes.yaml -o blog-routes.json
    python3 serve.py [blog-routes.json] [port]

then try http://127.0.0.1:8000/posts/1.json, /fr/archive/2024/05, /old-posts/7 (a 301), /nope.
"""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import quote

from routecraft_routes import Router

router = Router.load(sys.argv[1] if len(sys.argv) > 1 else "blog-routes.json")

# Handlers by "controller#action": each takes the params and answers (status, body).
HANDLERS = {
    "posts#index": lambda p: (200, {"posts": [{"id": 1, "url": router.generate("post", {"id": 1})}]}),
    "posts#show": lambda p: (200, {"id": p["id"], "format": p.get("format", "html"), "edit": router.generate("edit_post", {"id": p["id"]})}),
    "posts#search": lambda p: (200, {"results": []}),
    "pages#about": lambda p: (200, {"about": "a small blog"}),
    "pages#not_found": lambda p: (404, {"not_found": p["path"]}),
    "archives#show": lambda p: (200, {"year": p["year"], "month": p.get("month"), "locale": p.get("locale")}),
}


class BlogHandler(BaseHTTPRequestHandler):
    def route(self):
        match = router.recognize(self.command, self.path)
        if match is None:
            return self.answer(404, {"error": "No route matches [%s] %s" % (self.command, self.path)})
        redirect = match.route.get("redirect")
        if redirect is not None and "path" in redirect:
            # Rails' redirect("/posts/%{id}"): the params, escaped, in the placeholders.
            location = re.sub(r"%\{(\w+)\}", lambda m: quote(str(match.params.get(m.group(1), "")), safe=""), redirect["path"])
            self.send_response(redirect["status"])
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            return self.end_headers()
        handler = HANDLERS.get("%s#%s" % (match.route["controller"], match.route["action"]))
        if handler is None:
            return self.answer(501, {"route": match.route["path"], "params": match.params})
        self.answer(*handler(match.params))

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = route


if __name__ == "__main__":
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    print("serving the blog on http://127.0.0.1:%d" % port)
    ThreadingHTTPServer(("127.0.0.1", port), BlogHandler).serve_forever()
