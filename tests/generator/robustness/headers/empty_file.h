// expect: error
// message: empty_file.h: error: nothing to generate
// An empty header (but for these comments): nothing to generate, which
// jsongen says rather than writing an empty header.
