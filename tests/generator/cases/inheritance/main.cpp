#include <cstdio>

#include "inheritance.json.h"

int main() {
  Multi m;
  m.plain = 1;
  m.name = "n";
  m.extra = true;
  m.hidden = 5;
  m.own = 2.5;
  std::string text = "[" + jsongen::to_json(m) + "," + jsongen::to_json(Account(77)) + "," + jsongen::to_json(Diamond()) + "]";
  std::puts(text.c_str());
}
