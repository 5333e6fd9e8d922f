"""Wrap the lines ruff finds too long (E501) with ruff's formatter, keeping only its change to that line."""
import collections
import difflib
import subprocess
import sys
import tempfile

RUFF = "/work/venv/bin/ruff"
out = subprocess.run([RUFF, "check", "--select", "E501", "--output-format", "concise", *sys.argv[1:]],
                     capture_output=True, text=True).stdout
by_file = collections.defaultdict(list)
for row in out.splitlines():
    parts = row.split(":")
    if len(parts) > 2 and parts[1].isdigit():
        by_file[parts[0]].append(int(parts[1]))
for path, lines in by_file.items():
    for line in sorted(lines, reverse=True):          # from the bottom: the lines above keep their numbers
        old = open(path).read().split("\n")
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as t:
            t.write("\n".join(old))
        subprocess.run([RUFF, "format", "--range", f"{line}:{line}", t.name], capture_output=True)
        new = open(t.name).read().split("\n")
        sm = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
        result = list(old)
        for tag, i1, i2, j1, j2 in reversed(sm.get_opcodes()):
            if tag != "equal" and i1 <= line - 1 < max(i2, i1 + 1):
                result[i1:i2] = new[j1:j2]
        open(path, "w").write("\n".join(result))
        print(path, line)
