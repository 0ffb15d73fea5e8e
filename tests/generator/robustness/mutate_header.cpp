// mutate_header SEED INPUT OUTPUT: writes INPUT with 1 to 4 random changes
// to OUTPUT, the same for the same SEED: tokens deleted, duplicated, swapped
// or replaced by another of the file's tokens or by a C++ keyword or
// jsongen annotation; lines deleted, duplicated or swapped; random bytes
// (any value, NUL and bytes from 0x80 up included) inserted; the file cut
// short. Prints what it did. Used by run_mutants.sh.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::uint64_t state;
std::uint64_t next() {  // splitmix64
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }

bool is_word(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Words, string literals, whitespace runs and single punctuation characters.
std::vector<std::string> tokenize(const std::string& text) {
  std::vector<std::string> tokens;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = i + 1;
    const char c = text[i];
    if (is_word(c)) {
      while (j < text.size() && is_word(text[j])) ++j;
    } else if (c == '"' || c == '\'') {
      while (j < text.size() && text[j] != c && text[j] != '\n') j += text[j] == '\\' ? 2 : 1;
      if (j < text.size() && text[j] == c) ++j;
      if (j > text.size()) j = text.size();
    } else if (c == ' ' || c == '\t' || c == '\n') {
      while (j < text.size() && (text[j] == ' ' || text[j] == '\t' || text[j] == '\n')) ++j;
    }
    tokens.push_back(text.substr(i, j - i));
    i = j;
  }
  return tokens;
}

// Indexes of the tokens that are not whitespace.
std::vector<std::size_t> solid(const std::vector<std::string>& tokens) {
  std::vector<std::size_t> result;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const char c = tokens[i][0];
    if (c != ' ' && c != '\t' && c != '\n') result.push_back(i);
  }
  return result;
}

std::string join(const std::vector<std::string>& parts, const char* separator = "") {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += separator;
    out += parts[i];
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

const char* const kInserts[] = {
    "struct",        "class",          "union",         "enum",           "template <class T>",
    "typename",      "namespace",      "JSONGEN_SERIALIZE", "JSONGEN_SKIP", "JSONGEN_RENAME(\"k\\\"ey\")",
    "JSONGEN_OMIT_EMPTY", "JSONGEN_TAGGED(\"t\", \"v\")", "JSONGEN_TAG_FIELD(\"t\")", "JSONGEN_FRIEND;",
    "JSONGEN_ENUM_AS_NUMBER", "JSONGEN_NAMING(\"camelCase\")", "JSONGEN_WITH(Nope)", "{", "}", "(", ")", "<", ">",
    ";", ",", "::", "*", "&", "&&", "=", "#include <vector>", "#include \"missing.h\"", "#define X", "#if 0",
    "#endif", "static", "const", "volatile", "mutable", "virtual", "operator", "decltype(", "static_assert(",
    "std::vector<", "std::map<int,", "std::variant<", "std::optional<", "std::unique_ptr<", "int", "void",
    "long double", "wchar_t", "char32_t", "auto", "0x7fffffff", "\"\\xff\"", "u8\"\\u00e9\"", "sizeof", "[3]", "[]",
    ": 3", "public:", "private:", "friend", "extern \"C\" {", "__attribute__((annotate(\"jsongen:serialize\")))",
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: mutate_header SEED INPUT OUTPUT\n";
    return 2;
  }
  state = std::strtoull(argv[1], nullptr, 10) * 0x2545F4914F6CDD1Dull + 1;
  std::ifstream in(argv[2], std::ios::binary);
  if (!in) {
    std::cerr << "mutate_header: cannot read " << argv[2] << "\n";
    return 2;
  }
  std::ostringstream read;
  read << in.rdbuf();
  std::string text = read.str();

  const std::size_t changes = 1 + below(4);
  for (std::size_t n = 0; n < changes; ++n) {
    std::vector<std::string> tokens = tokenize(text);
    const std::vector<std::size_t> words = solid(tokens);
    std::vector<std::string> lines = lines_of(text);
    if (words.empty() || lines.empty()) break;
    const std::size_t t = words[below(words.size())];
    const std::size_t l = below(lines.size());
    switch (below(10)) {
      case 0:
        std::cout << "delete token '" << tokens[t] << "'\n";
        tokens.erase(tokens.begin() + static_cast<long>(t));
        text = join(tokens);
        break;
      case 1:
        std::cout << "duplicate token '" << tokens[t] << "'\n";
        tokens.insert(tokens.begin() + static_cast<long>(t), tokens[t] + " ");
        text = join(tokens);
        break;
      case 2: {
        const std::size_t u = words[below(words.size())];
        std::cout << "swap tokens '" << tokens[t] << "' and '" << tokens[u] << "'\n";
        std::swap(tokens[t], tokens[u]);
        text = join(tokens);
        break;
      }
      case 3: {
        const std::string& other = tokens[words[below(words.size())]];
        std::cout << "replace token '" << tokens[t] << "' with '" << other << "'\n";
        tokens[t] = other;
        text = join(tokens);
        break;
      }
      case 4:
        std::cout << "delete line " << l + 1 << "\n";
        lines.erase(lines.begin() + static_cast<long>(l));
        text = join(lines, "\n") + "\n";
        break;
      case 5:
        std::cout << "duplicate line " << l + 1 << "\n";
        lines.insert(lines.begin() + static_cast<long>(l), lines[l]);
        text = join(lines, "\n") + "\n";
        break;
      case 6: {
        const std::size_t m = below(lines.size());
        std::cout << "swap lines " << l + 1 << " and " << m + 1 << "\n";
        std::swap(lines[l], lines[m]);
        text = join(lines, "\n") + "\n";
        break;
      }
      case 7: {
        std::string bytes;
        const std::size_t count = 1 + below(8);
        for (std::size_t i = 0; i < count; ++i) bytes += static_cast<char>(below(256));
        const std::size_t at = below(text.size() + 1);
        std::cout << "insert " << count << " random bytes at " << at << "\n";
        text.insert(at, bytes);
        break;
      }
      case 8: {
        const std::size_t at = below(text.size() + 1);
        std::cout << "cut at byte " << at << " of " << text.size() << "\n";
        text.resize(at);
        break;
      }
      default: {
        const char* insert = kInserts[below(sizeof kInserts / sizeof kInserts[0])];
        std::cout << "insert '" << insert << "' before token '" << tokens[t] << "'\n";
        tokens.insert(tokens.begin() + static_cast<long>(t), std::string(insert) + (insert[0] == '#' ? "\n" : " "));
        text = join(tokens);
        break;
      }
    }
  }
  std::ofstream out(argv[3], std::ios::binary | std::ios::trunc);
  out << text;
  return out ? 0 : 1;
}
