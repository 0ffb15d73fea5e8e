#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <string>

// Keys and enumerator names that JSON must escape, and non-ASCII ones: from
// JSONGEN_RENAME, from the names of fields themselves, and map keys.
enum class Mood {
  Happy JSONGEN_RENAME("h\u00e4ppy \"quoted\" \\ back"),
  Sad JSONGEN_RENAME("tab\there\nnewline"),
  Odd JSONGEN_RENAME("?\?= ?\?/ looks like trigraphs"),
  Plain,
};

struct JSONGEN_SERIALIZE JSONGEN_NAMING("camelCase") Keys {
  int quote JSONGEN_RENAME("say \"hi\"");
  int backslash JSONGEN_RENAME("C:\\path\\");
  int control JSONGEN_RENAME("bell\a esc\x1b del\x7f");
  int unicode JSONGEN_RENAME("gr\u00f6\u00dfe \U0001D11E \u4e2d\u6587");
  int empty JSONGEN_RENAME("");
  int script JSONGEN_RENAME("</script>");
  int trigraph JSONGEN_RENAME("?\?=?\?/?\?'");
  int größe;
  int naïve_π;
  int snake_case_name;
  Mood happy;
  Mood sad;
  Mood odd;
  Mood plain;
  std::map<Mood, int> by_mood;
  std::map<std::string, int> by_text;
};
