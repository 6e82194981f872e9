"""Checks the cases of tools/dialect/cases.ts with Python's re and, when libpcre2-8 is
installed, with PCRE2 (through ctypes, PCRE2_UTF): the same match and captures as ECMAScript.

    python3 tools/dialect/check.py < cases.tsv
"""
import base64
import ctypes
import ctypes.util
import re
import sys

PCRE2_UTF = 0x00080000
PCRE2_INFO_CAPTURECOUNT = 4
UNSET = ctypes.c_size_t(-1).value


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def answer(groups):
    return "N" if groups is None else "M" + ",".join("-" if g is None else "+" + b64(g) for g in groups)


class Pcre2:
    def __init__(self):
        name = ctypes.util.find_library("pcre2-8") or "libpcre2-8.so.0"
        self.lib = lib = ctypes.CDLL(name)
        lib.pcre2_compile_8.restype = ctypes.c_void_p
        lib.pcre2_compile_8.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint32, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_size_t), ctypes.c_void_p]
        lib.pcre2_match_data_create_from_pattern_8.restype = ctypes.c_void_p
        lib.pcre2_match_data_create_from_pattern_8.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        lib.pcre2_match_8.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_uint32, ctypes.c_void_p, ctypes.c_void_p]
        lib.pcre2_get_ovector_pointer_8.restype = ctypes.POINTER(ctypes.c_size_t)
        lib.pcre2_get_ovector_pointer_8.argtypes = [ctypes.c_void_p]
        lib.pcre2_pattern_info_8.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p]

    def compile(self, pattern):
        error, offset = ctypes.c_int(), ctypes.c_size_t()
        data = pattern.encode("utf-8")
        code = self.lib.pcre2_compile_8(data, len(data), PCRE2_UTF, ctypes.byref(error), ctypes.byref(offset), None)
        if not code:
            raise ValueError("PCRE2 refuses %r (error %d at %d)" % (pattern, error.value, offset.value))
        count = ctypes.c_uint32()
        self.lib.pcre2_pattern_info_8(code, PCRE2_INFO_CAPTURECOUNT, ctypes.byref(count))
        return code, self.lib.pcre2_match_data_create_from_pattern_8(code, None), count.value

    def groups(self, compiled, text):
        code, match_data, count = compiled
        data = text.encode("utf-8")
        if self.lib.pcre2_match_8(code, data, len(data), 0, 0, match_data, None) < 0:
            return None
        ovector = self.lib.pcre2_get_ovector_pointer_8(match_data)
        return [None if ovector[2 * i] == UNSET else data[ovector[2 * i]:ovector[2 * i + 1]].decode("utf-8") for i in range(1, count + 1)]


def main():
    try:
        pcre2 = Pcre2()
    except OSError:
        pcre2 = None
        print("pcre2: libpcre2-8 not found, not checked")
    python, native = {}, {}
    cases = differ_re = differ_pcre2 = 0
    for line in sys.stdin:
        if not line.strip():
            continue
        regexp_b64, text_b64, expected = line.rstrip("\n").split("\t")[:3]
        regexp, text = base64.b64decode(regexp_b64).decode("utf-8"), base64.b64decode(text_b64).decode("utf-8")
        cases += 1
        compiled = python.get(regexp) or python.setdefault(regexp, re.compile(regexp))
        found = compiled.search(text)
        got = answer(None if found is None else list(found.groups()))
        if got != expected:
            differ_re += 1
            if differ_re <= 10:
                print("re differs: %r on %r: js %s, re %s" % (regexp, text, expected, got))
        if pcre2 is not None:
            compiled = native.get(regexp) or native.setdefault(regexp, pcre2.compile(regexp))
            got = answer(pcre2.groups(compiled, text))
            if got != expected:
                differ_pcre2 += 1
                if differ_pcre2 <= 10:
                    print("pcre2 differs: %r on %r: js %s, pcre2 %s" % (regexp, text, expected, got))
    print("python re: %d cases, %d regexps, %d differ" % (cases, len(python), differ_re))
    if pcre2 is not None:
        print("pcre2: %d cases, %d regexps, %d differ" % (cases, len(native), differ_pcre2))


if __name__ == "__main__":
    main()
