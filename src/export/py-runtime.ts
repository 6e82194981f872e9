/**
 * The part of a generated Python helpers module that every helper shares: Rails' path
 * generation (src/match/generate.ts) for one helper call with keyword params, with Journey's
 * escaping and ActiveSupport's `to_param`/`to_query`, in the standard library only. Where
 * Python and JavaScript differ (`str.strip`, float text, lone surrogates), it does as the
 * matcher does, so that every helper gives the matcher's path; the helpers spec runs them.
 */
export const PY_RUNTIME = String.raw`from __future__ import annotations

import re
from typing import Any, Dict, List, Mapping, Optional, TypedDict, Union
from urllib.parse import quote

try:
    from typing import NotRequired, Unpack
except ImportError:  # Python < 3.11: annotations are not evaluated (see the __future__ import)
    pass

ParamValue = Any


class UrlGenerationError(Exception):
    """Raised as Rails raises ActionController::UrlGenerationError: required segments missing or breaking their requirement."""

    def __init__(self, message: str, missing_keys: List[str]) -> None:
        super().__init__(message)
        self.missing_keys = missing_keys


# Options Rails' URL helpers keep for themselves: never segments or query params.
_RESERVED = frozenset(["host", "protocol", "port", "subdomain", "domain", "tld_length", "trailing_slash", "anchor",
                       "params", "only_path", "script_name", "original_script_name", "relative_url_root"])
# What JavaScript's String.prototype.trim removes.
_JS_SPACE = "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_SEGMENT_SAFE = "!$&'()*+,;=:@"
_INDEX = re.compile("0|[1-9][0-9]*")


def _truthy(value: Any) -> bool:
    return value is not None and value is not False


def _number_text(value: float) -> str:
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    if value.is_integer() and abs(value) < 1e21:
        return str(int(value))
    text = repr(value)
    mantissa, _, exponent = text.partition("e")
    return mantissa + "e" + ("+" if not exponent.startswith("-") else "-") + exponent.lstrip("+-").lstrip("0") if exponent else text


def _to_param(value: Any) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return _number_text(value)
    if isinstance(value, int) and abs(value) >= 10 ** 21:
        return _number_text(float(value))
    if isinstance(value, (list, tuple)):
        return "/".join(_to_param(v) or "" for v in value)
    if isinstance(value, Mapping):
        return _to_query(value)
    return str(value)


def _to_query(params: Mapping[str, Any], namespace: Optional[str] = None) -> str:
    keys = list(params.keys())
    if namespace is not None and "[]" in namespace:
        # Unsorted, in a JavaScript object's key order: array-index keys first, ascending.
        index = sorted((k for k in keys if _INDEX.fullmatch(k) and int(k) < 4294967295), key=int)
        keys = index + [k for k in keys if k not in index]
    pairs = [_pair(params[key], key if namespace is None else "%s[%s]" % (namespace, key))
             for key in keys if not _empty(params[key])]
    if namespace is None or "[]" not in namespace:
        pairs.sort()
    return "&".join(pairs)


def _pair(value: Any, key: str) -> str:
    if value is None:
        return _form(key)
    if isinstance(value, (list, tuple)):
        if not value:
            return _form(key + "[]")
        return "&".join(_pair(v, key + "[]") for v in value if not _empty(v))
    if isinstance(value, Mapping):
        return _to_query(value, key)
    return _form(key) + "=" + _form(_to_param(value) or "")


def _empty(value: Any) -> bool:
    return isinstance(value, (list, tuple, Mapping)) and not value


def _utf8(value: str) -> bytes:
    # Lone surrogates become U+FFFD, as JavaScript's encoding has them.
    return value.encode("utf-16-be", "surrogatepass").decode("utf-16-be", "replace").encode("utf-8")


def _form(value: str) -> str:
    return quote(_utf8(value), safe="").replace("%20", "+")


def _escape(value: str, safe: str) -> str:
    return quote(_utf8(value), safe=safe)


def _render(parts: List[Any], values: List[Optional[str]]) -> Optional[str]:
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif part[0] == "o":
            out.append(_render(part[1], values) or "")
        elif values[part[1]] is None:
            return None
        else:
            out.append(_escape(values[part[1]], _SEGMENT_SAFE + ("/" if part[0] == "p" else "")))
    return "".join(out)


def _build(route: Dict[str, Any], params: Dict[str, Any]) -> str:
    keys, base, required = route["keys"], route["base"], route["required"]
    given = dict(params)
    if "action" not in given and route["implied_action"] and not ("controller" in given and not _truthy(given["controller"])):
        given["action"] = "index"
    if "action" in given:
        given["action"] = _to_param(given["action"] if _truthy(given["action"]) else "index")
    if "controller" in given and _truthy(given["controller"]):
        given["controller"] = _to_param(given["controller"])
    raw = [given[key] if key in given else base.get(key) for key in keys]
    last = max([i for i, value in enumerate(raw) if value is not None], default=-1)
    values = [_to_param(value) if i <= last or required[i] else None for i, value in enumerate(raw)]
    missing = []
    for key in route["required_names"]:
        i = keys.index(key)
        test = route["tests"][i]
        if values[i] is None or (test is not None and not test.fullmatch(values[i])):
            missing.append(key)
    if missing:
        raise UrlGenerationError("%s_path: no route matches, missing required keys: [%s]" % (
            route["name"], ", ".join(":" + key for key in missing)), missing)
    query = {}
    for key, value in given.items():
        if key in _RESERVED or value is None or key in base:
            continue
        if key not in keys or values[keys.index(key)] is None:
            query[key] = value
    if isinstance(given.get("params"), Mapping):
        query.update(given["params"])
    # From the last segment back, a value equal to its default is dropped, until a value without one.
    defaults = route["defaults"]
    for i in range(len(keys) - 1, -1, -1):
        value = values[i]
        if defaults[i] is None and value is not None and value.strip(_JS_SPACE) != "":
            break
        if (value or "") != (defaults[i] or ""):
            continue
        if required[i]:
            break
        values[i] = None
    path = _render(route["pattern"], values) or ""
    option = lambda key: given[key] if key in given else base.get(key)
    if _truthy(option("trailing_slash")) and not _truthy(option("format")) and not path.endswith("/"):
        path += "/"
    if _truthy(given.get("script_name")):
        path = re.sub(r"/\Z", "", str(given["script_name"])) + path
    query_string = _to_query(query)
    if query_string:
        path += "?" + query_string
    if given.get("anchor") is not None:
        path += "#" + _escape(_to_param(given["anchor"]) or "", _SEGMENT_SAFE + "/?")
    return path


def _route(name: str, keys: List[str], required: List[bool], defaults: List[Optional[str]], tests: List[Optional[str]],
           required_names: List[str], pattern: List[Any], base: List[Any], implied_action: bool) -> Dict[str, Any]:
    return {"name": name, "keys": keys, "required": required, "defaults": defaults,
            "tests": [None if test is None else re.compile(test) for test in tests],
            "required_names": required_names, "pattern": pattern, "base": dict(base), "implied_action": implied_action}
`
