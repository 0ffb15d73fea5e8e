#include <cstdio>
#include <string>

#include "library/book.json.h"
#include "library/unrelated.h"

int main() {
  library::Book book;
  book.title = "The C++ \"Programming\" Language";
  book.authors = {{"Bjarne Stroustrup", 1950}, {"Anonymous", std::nullopt}};
  book.format = library::Format::Hardcover;
  book.price = {5999};
  book.currency = LIBRARY_CURRENCY;
#if LIBRARY_WITH_ISBN
  book.isbn = "978-0321563842";
#endif
  std::printf("%s\n", jsongen::to_json(book).c_str());
  return unrelated_note()[0] == 'u' ? 0 : 1;
}
