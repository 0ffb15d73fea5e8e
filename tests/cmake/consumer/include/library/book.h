// The annotated header. It includes library/config.h (a nested include:
// changing it must regenerate book.json.h) and vendor/money.h (a type named
// with TYPES).
#pragma once

#include <jsongen/jsongen.h>

#include <optional>
#include <string>
#include <vector>

#include "library/config.h"
#include "vendor/money.h"

namespace library {

enum class Format { Hardcover, Paperback, Ebook };

struct JSONGEN_SERIALIZE Author {
  std::string name;
  std::optional<int> born;
};

struct JSONGEN_SERIALIZE Book {
  std::string title;
  std::vector<Author> authors;
  Format format;
  vendor::Money price;
  std::string currency;
#if LIBRARY_WITH_ISBN
  std::string isbn;
#endif
};

}  // namespace library
