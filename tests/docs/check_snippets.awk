# Every ```cpp block of the documents (*.md) must be compiled by the snippet
# test: its lines, without comments and blanks, must appear in that order
# (other lines may come between) in one of the C++ files given; every
# ```toml block likewise in one of the .toml files given (configurations
# that a test runs jsongen with). Prints each block that does not, with its
# first line, and exits 1 if any.
#
# usage: awk -f check_snippets.awk FILE.cpp... FILE.toml... DOC.md...
function code_of(line, toml,    i, quotes, c) {
  quotes = 0
  for (i = 1; i <= length(line); i++) {
    c = substr(line, i, 1)
    if (c == "\"" && substr(line, i - 1, 1) != "\\") quotes++
    if (toml && c == "#" && quotes % 2 == 0) {
      line = substr(line, 1, i - 1)
      break
    }
    if (!toml && c == "/" && substr(line, i + 1, 1) == "/" && quotes % 2 == 0) {
      line = substr(line, 1, i - 1)
      break
    }
  }
  gsub(/^[ \t]+|[ \t]+$/, "", line)
  return line
}
FILENAME !~ /\.md$/ {
  if (FILENAME != last_source) {
    sources[++source_count] = FILENAME
    source_toml[source_count] = FILENAME ~ /\.toml$/
    last_source = FILENAME
  }
  code = code_of($0, source_toml[source_count])
  if (code != "") source_line[source_count, ++source_length[source_count]] = code
  next
}
/^```(cpp|toml)[ \t]*$/ {
  in_block = 1
  blocks++
  block_where[blocks] = FILENAME ":" FNR
  block_toml[blocks] = $0 ~ /toml/
  next
}
/^```/ { in_block = 0; next }
in_block {
  code = code_of($0, block_toml[blocks])
  if (code != "") block_line[blocks, ++block_length[blocks]] = code
}
END {
  missing = 0
  for (b = 1; b <= blocks; b++) {
    best = 0
    for (s = 1; s <= source_count && best <= block_length[b]; s++) {
      if (source_toml[s] != block_toml[b]) continue
      i = 1
      for (j = 1; j <= source_length[s] && i <= block_length[b]; j++) {
        if (source_line[s, j] == block_line[b, i]) i++
      }
      if (i > best) best = i
    }
    if (best <= block_length[b]) {
      # The first line that no file has after the lines before it.
      print "snippet at " block_where[b] " is not compiled by tests/docs: no file has its line '" \
        block_line[b, best] "' after the ones before"
      missing++
    }
  }
  print blocks " snippets, " (blocks - missing) " compiled"
  exit missing > 0
}
