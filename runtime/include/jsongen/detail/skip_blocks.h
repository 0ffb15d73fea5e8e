// Skipping a whole object or array a block at a time (reader.h's
// skip_value), written once over the block operations of
// detail/simd/select.h and compiled for each instruction set by
// detail/simd/instantiate.h (inside its namespace; no include guard on
// purpose).
//
// Each block gives one mask of the bytes that are not whitespace; the loop
// visits those bytes only (the indentation of a pretty-printed file costs
// a block's comparisons, not a branch per byte) and checks the grammar
// token by token: which token may come after which (a small state machine),
// brackets matched by kind (a bit per level), the nesting limit. Strings
// are skipped by the string scanner (UTF-8, escapes, control characters:
// exactly as read_string.h checks them), numbers by skip_number and
// literals compared whole, so nothing is accepted that the exact skip
// rejects, and the value ends where the exact skip would end it.
//
// It does not report errors: at anything it does not accept (an error, a
// comment or a trailing comma that an option allows, NaN, more than 64
// levels, a value that ends within a block of the end of the input) it
// returns nullptr, and the caller skips the value again exactly, which finds
// the error and says where.

// Constants through a hidden pointer: out of line, in loops.
using skip_ops = widest<true>;

// A string from s (just past its opening quote), checked as skip_string
// checks it; the scan's first block inline.
template <utf8_policy Utf8, int Level>
JSONGEN_SIMD_INLINE string_result skip_string_in_blocks(const char* s, const char* end) {
  constexpr bool validate = Utf8 != utf8_policy::pass;
  run_scan r;
  if constexpr (!validate) {
    r = scan_blocks<scan_mode::stops>(s, end);
  } else {
#if JSONGEN_SIMD_LOOKUP
    r = scan_utf8(s, end);
#else
    r = scan_bytes_utf8(s, end);
#endif
  }
  if (JSONGEN_LIKELY(one_clean_run<validate>(r, end))) return {r.at + 1, string_error::none};
  return check_rest<Utf8, Level>(s, end, r);
}

// p at the '{' or '[' of a container nested `room` levels at most (its own
// included): past its closing bracket, or nullptr (above).
template <utf8_policy Utf8, int Level>
JSONGEN_SIMD_ENTRY const char* skip_container_blocks(const char* const p, const char* const end, unsigned room) {
  using mask_t = typename skip_ops::mask_t;
  const std::size_t W = skip_ops::width();
  const skip_ops c;
  // What may come next.
  enum class next : unsigned char { value, value_or_close, key, key_or_close, colon, comma_or_close };
  next expect = next::value;
  std::uint64_t objects = 0;  // bit i: level i is an object
  bool in_object = false;     // the innermost level's bit
  unsigned depth = 0;
  const unsigned limit = room < 64 ? room : 64;
  const char* s = p;  // the block
  std::size_t k = 0;  // its first byte not looked at yet
  for (;;) {
    if (JSONGEN_UNLIKELY(static_cast<std::size_t>(end - s) < W)) return nullptr;
    const auto v = c.load(s);
    const auto white =
        c.or_(c.or_(c.equal_to(v, ' '), c.equal_to(v, '\n')), c.or_(c.equal_to(v, '\r'), c.equal_to(v, '\t')));
    const mask_t tokens = ~c.mask(white) & c.lanes_below(W);
    // Where a string of plain ASCII ends ('"'), or needs the scanner
    // ('\\', control characters, bytes from 0x80 up); where an integer's
    // digits end ('0' <= byte <= '9' as two saturating subtractions).
    const mask_t string_stops = c.mask(c.escapes_or_high(v));
    const mask_t digit_stops =
        ~c.mask(c.equal(c.or_(c.subs(c.splat('0'), v), c.subs(v, c.splat('9'))), c.zero())) & c.lanes_below(W);
    while (k < W) {
      const mask_t rest = skip_ops::drop_lanes(tokens, k);
      if (rest == 0) break;
      k += skip_ops::first_index(rest);
      const char* t = s + k;
      switch (*t) {
        case '{':
        case '[':
          if (JSONGEN_UNLIKELY(expect != next::value && expect != next::value_or_close)) return nullptr;
          if (JSONGEN_UNLIKELY(depth >= limit)) return nullptr;
          in_object = *t == '{';
          objects = (objects & ~(std::uint64_t{1} << depth)) | static_cast<std::uint64_t>(in_object) << depth;
          expect = in_object ? next::key_or_close : next::value_or_close;
          ++depth;
          ++k;
          continue;
        case '}':
        case ']': {
          const bool object = *t == '}';
          if (JSONGEN_UNLIKELY(in_object != object)) return nullptr;
          if (JSONGEN_UNLIKELY(expect != next::comma_or_close &&
                               expect != (object ? next::key_or_close : next::value_or_close))) {
            return nullptr;
          }
          if (--depth == 0) return t + 1;
          in_object = (objects >> (depth - 1)) & 1;
          expect = next::comma_or_close;
          ++k;
          continue;
        }
        case ':':
          if (JSONGEN_UNLIKELY(expect != next::colon)) return nullptr;
          expect = next::value;
          ++k;
          continue;
        case ',':
          if (JSONGEN_UNLIKELY(expect != next::comma_or_close)) return nullptr;
          expect = in_object ? next::key : next::value;
          ++k;
          continue;
        case '"': {
          const bool key = expect == next::key || expect == next::key_or_close;
          if (JSONGEN_UNLIKELY(!key && expect != next::value && expect != next::value_or_close)) return nullptr;
          expect = key ? next::colon : next::comma_or_close;
          const mask_t stop = k + 1 < W ? skip_ops::drop_lanes(string_stops, k + 1) : 0;
          if (stop != 0 && t[1 + skip_ops::first_index(stop)] == '"') {  // plain ASCII, closed in this block
            k += 2 + skip_ops::first_index(stop);
            // A key's ':' and a value's ',' most often come next: taken
            // here, without going round the loop.
            if (k < W && s[k] == (key ? ':' : ',')) {
              ++k;
              expect = key ? next::value : in_object ? next::key : next::value;
            }
            continue;
          }
          const string_result r = skip_string_in_blocks<Utf8, Level>(t + 1, end);
          if (JSONGEN_UNLIKELY(r.error != string_error::none)) return nullptr;
          k = static_cast<std::size_t>(r.ptr - s);
          continue;
        }
        default: {
          // A number or a literal; what follows it is the next token's
          // business (after a value only whitespace, ',' and the closing
          // bracket are).
          if (JSONGEN_UNLIKELY(expect != next::value && expect != next::value_or_close)) return nullptr;
          const std::size_t left = static_cast<std::size_t>(end - t);
          std::size_t length;
          if (*t == 't') {
            if (JSONGEN_UNLIKELY(left < 4 || std::memcmp(t, "true", 4) != 0)) return nullptr;
            length = 4;
          } else if (*t == 'f') {
            if (JSONGEN_UNLIKELY(left < 5 || std::memcmp(t, "false", 5) != 0)) return nullptr;
            length = 5;
          } else if (*t == 'n') {
            if (JSONGEN_UNLIKELY(left < 4 || std::memcmp(t, "null", 4) != 0)) return nullptr;
            length = 4;
          } else if (const mask_t stop =
                         k + 1 < W && *t >= '1' && *t <= '9' ? skip_ops::drop_lanes(digit_stops, k + 1) : 0;
                     stop != 0 && t[1 + skip_ops::first_index(stop)] != '.' &&
                     (t[1 + skip_ops::first_index(stop)] | 0x20) != 'e') {
            length = 1 + skip_ops::first_index(stop);  // an integer's digits, ending in this block
          } else {
            const number_result n = skip_number(t, end);
            if (JSONGEN_UNLIKELY(n.error != number_error::none)) return nullptr;
            length = static_cast<std::size_t>(n.ptr - t);
          }
          expect = next::comma_or_close;
          k += length;
          if (k < W && s[k] == ',') {
            ++k;
            expect = in_object ? next::key : next::value;
          }
          continue;
        }
      }
    }
    // Past the block, or at a token that ends past it: the next block
    // starts at the first byte not looked at.
    s += k < W ? W : k;
    k = 0;
  }
}
