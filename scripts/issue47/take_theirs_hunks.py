"""Resolve every conflict block of the given files with main's side (between ======= and >>>>>>>)."""
import sys

for path in sys.argv[1:]:
    out, state = [], None
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith("<<<<<<< "):
            state = "ours"
        elif line.startswith("=======") and state == "ours":
            state = "theirs"
        elif line.startswith(">>>>>>> ") and state == "theirs":
            state = None
        elif state != "ours":
            out.append(line)
    open(path, "w", encoding="utf-8").write("\n".join(out))
