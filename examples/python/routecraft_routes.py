"""Runs a routecraft compiled route table (schema/compiled-routes.md) in Python.

    router = Router.load("routes.json")          # written by `routecraft compile`
    match = router.recognize("GET", "/posts/1.json")
    match.route["controller"], match.params      # "posts", {"controller": "posts", ...}
    router.generate("post", {"id": 1})           # "/posts/1"

Standard library only, Python >= 3.9. Recognition is Rails' rule: the first route, in table
order, whose verbs accept the request and whose regexp matches the normalised path. Python's re
reads the dialect and its lookahead extension, so routes with "dialect": "lookahead" run too.
"""
import json
import re
from urllib.parse import quote, quote_plus, unquote

# Options the URL helpers keep for themselves: never segments or query params.
RESERVED = {"host", "protocol", "port", "subdomain", "domain", "tld_length", "trailing_slash", "anchor",
            "params", "only_path", "script_name", "original_script_name", "relative_url_root"}


class UrlGenerationError(Exception):
    """A helper call Rails refuses: a required segment is missing or breaks its requirement."""


class Unsupported(Exception):
    """The answer depends on a route the table marks unsupported (its requirement is not portable)."""


class Match:
    def __init__(self, route, params):
        self.route, self.index, self.params = route, route["index"], params


class Router:
    def __init__(self, table):
        if table.get("format") != "routecraft-compiled-routes" or not str(table.get("version")).startswith("1."):
            raise ValueError("not a routecraft compiled route table of version 1.x")
        self.routes = table["routes"]
        self.names = {}
        self.explicit_head = False
        self.wildcards = []      # routes every path may reach, in order
        self.by_token = {}       # first path token -> the routes a path with it may reach, in order
        for route in self.routes:
            if route["name"] is not None:
                self.names.setdefault(route["name"], route)
            self.explicit_head |= "HEAD" in route["verbs"]
            recognize = route.get("recognize")
            if recognize is not None:
                route["_regex"] = re.compile(recognize["regex"])
            token = (recognize or {}).get("first_token")
            if token is None:
                self.wildcards.append(route)
                for routes in self.by_token.values():
                    routes.append(route)
            else:
                self.by_token.setdefault(token, list(self.wildcards)).append(route)

    @classmethod
    def load(cls, path):
        with open(path, encoding="utf-8") as f:
            return cls(json.load(f))

    # Recognition

    def recognize(self, verb, path, prefilter=True):
        """The Match of the first route serving VERB PATH, or None."""
        path = normalize(path)
        verb = verb.upper()
        routes = self.by_token.get(first_token(path), self.wildcards) if prefilter else self.routes
        if verb != "HEAD":
            return self._search(routes, verb, path, False)
        # HEAD: routes naming HEAD first, then the request is matched as GET.
        return (self._search(routes, "HEAD", path, True) if self.explicit_head else None) or self._search(routes, "GET", path, False)

    def _search(self, routes, verb, path, explicit):
        for route in routes:
            verbs = route["verbs"]
            if (verb not in verbs) if verbs or explicit else False:
                continue
            if "unsupported" in route:
                raise Unsupported("route %d: %s" % (route["index"], route["unsupported"]["reason"]))
            recognize = route["recognize"]
            if len(path) > recognize.get("max_path_length", len(path)):
                continue
            found = route["_regex"].match(path)
            if found:
                params = dict(route["params"])
                for name, value in zip(recognize["captures"], found.groups()):
                    if value is not None:
                        params[name] = unquote(value, errors="replace") if "%" in value else value
                return Match(route, params)
        return None

    # Generation

    def generate(self, name, params):
        """Rails' NAME_path(**params); raises UrlGenerationError as Rails does."""
        route = self.names.get(name)
        if route is None:
            raise UrlGenerationError("no route named %r" % name)
        if "unsupported" in route:
            raise Unsupported("route %d: %s" % (route["index"], route["unsupported"]["reason"]))
        base, segments = route["params"], route["generate"]["segments"]
        given = normalize_options(dict(params), base)
        raw = [given[s["name"]] if s["name"] in given else base.get(s["name"]) for s in segments]
        last = max([i for i, value in enumerate(raw) if value is not None], default=-1)
        values = [to_param(value) if i <= last or s["required"] else None for i, (s, value) in enumerate(zip(segments, raw))]
        required = [(s["name"], s["requirement"], value) for s, value in zip(segments, values) if s["required"]]
        # As Rails words it: keys not given are missing; keys given that fail their requirement
        # are possible unmatched constraints.
        absent = sorted(name for name, _, value in required if value is None)
        unmatched = sorted(name for name, requirement, value in required
                           if value is not None and requirement is not None and not re.fullmatch(requirement, value))
        if absent or unmatched:
            why = (["missing required keys: [%s]" % ", ".join(":" + k for k in absent)] if absent else []) + (
                ["possible unmatched constraints: [%s]" % ", ".join(":" + k for k in unmatched)] if unmatched else [])
            raise UrlGenerationError("No route matches %s, %s" % (name, ", ".join(why)))
        query = {}
        for key, value in given.items():
            if key in RESERVED or value is None or key in base:
                continue
            i = next((i for i, s in enumerate(segments) if s["name"] == key), None)
            if i is None or values[i] is None:
                query[key] = value
        if isinstance(given.get("params"), dict):
            query.update(given["params"])
        drop_trailing_defaults(segments, values)
        path = render(route["generate"]["pattern"], {s["name"]: v for s, v in zip(segments, values)}) or ""
        option = lambda key: given[key] if key in given else base.get(key)
        if truthy(option("trailing_slash")) and not truthy(option("format")) and not path.endswith("/"):
            path += "/"
        query_string = to_query(query)
        if query_string:
            path += "?" + query_string
        if given.get("anchor") is not None:
            path += "#" + quote(to_param(given["anchor"]) or "", safe="!$&'()*+,;=:@/?")
        return path


def normalize(path):
    """Journey's normal form: no query, a leading /, no // or trailing /, upper-case escapes."""
    path = re.sub(r"/{2,}", "/", "/" + path.split("?", 1)[0])
    if len(path) > 1 and path.endswith("/"):
        path = path[:-1]
    return re.sub(r"%[0-9a-fA-F]{2}", lambda m: m.group(0).upper(), path)


def first_token(path):
    """The text after the leading / up to the next / or . (the prefilter's key)."""
    return re.match(r"/([^/.]*)", path).group(1)


def truthy(value):
    return value is not None and value is not False


def normalize_options(given, base):
    """A controller (given or the route's) makes the action explicit, "index" when none."""
    implied = truthy(base.get("controller")) and "action" not in base
    if "action" not in given and implied and not ("controller" in given and not truthy(given["controller"])):
        given["action"] = "index"
    if "action" in given:
        given["action"] = to_param(given["action"] if truthy(given["action"]) else "index")
    if truthy(given.get("controller")):
        given["controller"] = to_param(given["controller"])
    return given


def drop_trailing_defaults(segments, values):
    """From the last segment back: a value equal to its default is dropped, until a value without one."""
    for i in range(len(segments) - 1, -1, -1):
        s, value = segments[i], values[i]
        if s["default"] is None and value is not None and value.strip() != "":
            break
        if (value or "") != (s["default"] or ""):
            continue
        if s["required"]:
            break
        values[i] = None


def render(parts, values):
    """The pattern with values; None when a segment directly inside has none (its group is left out)."""
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif "optional" in part:
            out.append(render(part["optional"], values) or "")
        elif values[part["segment"]] is None:
            return None
        else:
            out.append(quote(values[part["segment"]], safe="!$&'()*+,;=:@" + ("/" if part["escape"] == "path" else "")))
    return "".join(out)


def to_param(value):
    """Ruby's to_param: None stays None, true is "true", lists joined with /, dicts as a query."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return "/".join(to_param(v) or "" for v in value)
    if isinstance(value, dict):
        return to_query(value)
    return str(value)


def to_query(params, namespace=None):
    """ActiveSupport's Hash#to_query: form-escaped pairs, sorted; arrays as k[]=v, hashes as k[sub]=v."""
    pairs = [value_to_query(value, key if namespace is None else "%s[%s]" % (namespace, key))
             for key, value in params.items() if not empty_collection(value)]
    if namespace is None or "[]" not in namespace:
        pairs.sort()
    return "&".join(pairs)


def value_to_query(value, key):
    if value is None:
        return quote_plus(key, safe="")
    if isinstance(value, list):
        if not value:
            return quote_plus(key + "[]", safe="")
        return "&".join(value_to_query(v, key + "[]") for v in value if not empty_collection(v))
    if isinstance(value, dict):
        return to_query(value, key)
    return quote_plus(key, safe="") + "=" + quote_plus(to_param(value) or "", safe="")


def empty_collection(value):
    return isinstance(value, (list, dict)) and not value
