// Out of memory: this program replaces the global operator new with one that
// fails the Nth allocation, and serializes a nontrivial value (oom_types.h)
// with N = 1, 2, ... until a run gets through, for every API and for a value
// that fails (so that the error's path is looked for, which allocates too).
// Each failed run must report it (std::bad_alloc from to_json,
// errc::out_of_memory from try_to_json) and leave `out` empty and usable
// (a container; a fixed buffer's or a stream's output is then not used);
// a run that gets through must give the same bytes as without failures.
// Built with AddressSanitizer and UBSan: a write past the buffer or into
// freed memory on any of these paths stops the test.
//
// Two modes: only the Nth allocation fails, or the Nth and every later one
// (memory stays exhausted while the failure is handled).
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "oom_types.json.inl.h"  // every output and policy: the definitions

namespace {

bool armed = false;
bool persistent = false;
long countdown = 0;
long allocations = 0;  // while armed

bool should_fail() {
  if (!armed) return false;
  ++allocations;
  if (countdown > 0 && --countdown == 0) return true;
  return persistent && countdown == 0;
}

void* allocate(std::size_t n) {
  if (should_fail()) return nullptr;
  return std::malloc(n == 0 ? 1 : n);
}

void* allocate_aligned(std::size_t n, std::align_val_t alignment) {
  if (should_fail()) return nullptr;
  const auto a = static_cast<std::size_t>(alignment);
  return std::aligned_alloc(a, (n + a - 1) / a * a);
}

}  // namespace

void* operator new(std::size_t n) {
  if (void* p = allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return allocate(n); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return allocate(n); }
void* operator new(std::size_t n, std::align_val_t a) {
  if (void* p = allocate_aligned(n, a)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n, std::align_val_t a) {
  if (void* p = allocate_aligned(n, a)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace {

int failures = 0;

void check(bool ok, const std::string& what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what.c_str());
    ++failures;
  }
}

oom::Item item(std::uint64_t id, const std::string& name) {
  oom::Item i;
  i.id = id;
  i.name = name;
  if (id % 3 != 0) i.price = static_cast<double>(id) * 1.25;
  for (std::uint64_t t = 0; t < id % 5; ++t) i.tags.push_back("tag \"" + std::to_string(t) + "\"\n\xc3\xa9");
  i.kind = id % 2 ? oom::Kind::Fancy : oom::Kind::Plain;
  return i;
}

oom::Order order(bool broken) {
  oom::Order o;
  o.customer = "Ada \"the first\" Lovelace \xe2\x9c\x93";
  for (std::uint64_t i = 0; i < 40; ++i) o.items.push_back(item(i, "item " + std::string(i * 7, 'x')));
  for (int k = 0; k < 12; ++k) {
    o.history["year " + std::to_string(2000 + k)] = std::vector<double>(static_cast<std::size_t>(k) * 3, 0.1 * k);
  }
  for (int k = -3; k < 5; ++k) o.by_number[k] = item(static_cast<std::uint64_t>(k + 100), "numbered");
  o.featured = std::make_unique<oom::Item>(item(7, "featured"));
  o.extra = item(11, "extra");
  o.note = std::string(3000, 'n');
  // Ill-formed UTF-8 late in the value: the error's path is looked for.
  if (broken) o.by_number[4].tags.at(2) = "bad \xff byte";
  return o;
}

struct outcome {
  bool out_of_memory = false;
  bool other_error = false;
  std::string error_path;
};

// Runs `serialize` with the Nth allocation failing, for N = 1, 2, ... until
// one run gets through. Returns how many runs failed.
template <class Serialize>
long every_allocation(const char* name, bool fail_persistently, const std::string& stale, const std::string& expected,
                      const std::string& expected_error_path, Serialize serialize) {
  long n = 1;
  for (;; ++n) {
    std::string out = stale;
    outcome result;
    armed = true;
    persistent = fail_persistently;
    countdown = n;
    allocations = 0;
    serialize(out, result);  // disarms before it allocates for itself
    armed = false;
    const bool injected = countdown == 0;
    const std::string where = std::string(name) + (fail_persistently ? " (memory stays exhausted)" : "") +
                              ", allocation " + std::to_string(n);
    if (result.out_of_memory) {
      check(injected, where + ": out of memory reported, but no allocation failed");
      check(out.empty(), where + ": the output was not left empty");
      out += "still usable";
      check(out == "still usable", where + ": the output is not usable afterwards");
      continue;
    }
    if (result.other_error) {
      check(!expected_error_path.empty(), where + ": an unexpected error");
      check(result.error_path == expected_error_path,
            where + ": error path '" + result.error_path + "', expected '" + expected_error_path + "'");
      check(out.empty(), where + ": the output was not left empty after an error");
    } else {
      check(expected_error_path.empty(), where + ": succeeded, but the value is invalid");
      check(out == expected, where + ": the output differs from a run without failures");
    }
    if (!injected) break;  // got through without reaching the Nth allocation
    if (n > 100000) {
      check(false, where + ": does not end");
      break;
    }
  }
  std::printf("%s%s: allocations 1 to %ld failed in turn: reported every time, output left empty\n", name,
              fail_persistently ? " (memory stays exhausted)" : "", n - 1);
  return n - 1;
}

template <class Options>
void all_apis(const char* options_name, const oom::Order& value, const std::string& expected_error_path) {
  std::string expected;
  if (expected_error_path.empty()) jsongen::to_json<Options>(value, expected);
  const std::string label = std::string(options_name) + (expected_error_path.empty() ? "" : ", invalid value");
  for (const bool fail_persistently : {false, true}) {
    every_allocation((label + ": to_json(value, out)").c_str(), fail_persistently, "", expected, expected_error_path,
                     [&](std::string& out, outcome& r) {
                       try {
                         jsongen::to_json<Options>(value, out);
                       } catch (const std::bad_alloc&) {
                         armed = false;
                         r.out_of_memory = true;
                       } catch (const jsongen::error& e) {
                         armed = false;
                         r.other_error = true;
                         r.error_path = e.path();
                       }
                     });
    every_allocation((label + ": to_json(value, out) into a used buffer").c_str(), fail_persistently,
                     std::string(5000, '#'), expected, expected_error_path, [&](std::string& out, outcome& r) {
                       try {
                         jsongen::to_json<Options>(value, out);
                       } catch (const std::bad_alloc&) {
                         armed = false;
                         r.out_of_memory = true;
                       } catch (const jsongen::error& e) {
                         armed = false;
                         r.other_error = true;
                         r.error_path = e.path();
                       }
                     });
    every_allocation((label + ": std::string to_json(value)").c_str(), fail_persistently, "", expected,
                     expected_error_path, [&](std::string& out, outcome& r) {
                       try {
                         out = jsongen::to_json<Options>(value);
                       } catch (const std::bad_alloc&) {
                         armed = false;
                         r.out_of_memory = true;
                       } catch (const jsongen::error& e) {
                         armed = false;
                         r.other_error = true;
                         r.error_path = e.path();
                       }
                     });
    every_allocation((label + ": try_to_json").c_str(), fail_persistently, "stale", expected, expected_error_path,
                     [&](std::string& out, outcome& r) {
                       const jsongen::status st = jsongen::try_to_json<Options>(value, out);
                       armed = false;
                       if (st.code == jsongen::errc::out_of_memory) {
                         r.out_of_memory = true;
                       } else if (!st.ok()) {
                         r.other_error = true;
                         r.error_path = st.path;
                         check(st.code == jsongen::errc::invalid_utf8, "try_to_json: unexpected " + st.message());
                       }
                     });
    // The other outputs (a std::vector<char>; a fixed buffer exactly as large
    // as the output, which writes its end through a spill area; a FILE*
    // through a small chunk), whose memory is theirs or jsongen's.
    every_allocation((label + ": try_to_json into a std::vector<char>").c_str(), fail_persistently, "", expected,
                     expected_error_path, [&](std::string& out, outcome& r) {
                       std::vector<char> v;
                       const jsongen::status st = jsongen::try_to_json<Options>(value, v);
                       armed = false;
                       if (st.code == jsongen::errc::out_of_memory) {
                         r.out_of_memory = true;
                         check(v.empty(), "vector: not left empty");
                       } else if (!st.ok()) {
                         r.other_error = true;
                         r.error_path = st.path;
                       }
                       out.assign(v.begin(), v.end());
                     });
    const std::size_t capacity = expected.empty() ? 1 << 20 : expected.size();
    std::vector<char> buffer(capacity);
    every_allocation((label + ": try_to_json into a fixed buffer").c_str(), fail_persistently, "", expected,
                     expected_error_path, [&](std::string& out, outcome& r) {
                       const jsongen::buffer_status st = jsongen::try_to_json<Options>(value, buffer.data(), capacity);
                       armed = false;
                       if (st.code == jsongen::errc::out_of_memory) {
                         r.out_of_memory = true;
                       } else if (!st.ok()) {
                         r.other_error = true;
                         r.error_path = st.path;
                       }
                       out.assign(buffer.data(), st.size);
                     });
    every_allocation((label + ": to_json into a FILE*").c_str(), fail_persistently, "", expected,
                     expected_error_path, [&](std::string& out, outcome& r) {
                       std::FILE* file = std::tmpfile();  // (stdio's memory is malloc's, never failed here)
                       try {
                         jsongen::to_json<Options>(value, file, 512);
                       } catch (const std::bad_alloc&) {
                         armed = false;
                         r.out_of_memory = true;
                       } catch (const jsongen::error& e) {
                         armed = false;
                         r.other_error = true;
                         r.error_path = e.path();
                       }
                       armed = false;
                       if (!r.out_of_memory && !r.other_error) {
                         out.resize(static_cast<std::size_t>(std::ftell(file)));
                         std::rewind(file);
                         out.resize(std::fread(&out[0], 1, out.size(), file));
                       }
                       std::fclose(file);
                     });
  }
}

}  // namespace

int main() {
  const oom::Order good = order(false);
  const oom::Order bad = order(true);
  all_apis<jsongen::default_options>("minified", good, "");
  all_apis<jsongen::pretty_options<3>>("pretty", good, "");
  all_apis<jsongen::default_options>("minified", bad, "by_number[\"4\"].tags[2]");
  all_apis<jsongen::pretty_options<3>>("pretty", bad, "by_number[\"4\"].tags[2]");
  if (failures != 0) {
    std::printf("oom_test: %d failures\n", failures);
    return 1;
  }
  std::printf("oom_test: ok\n");
  return 0;
}
