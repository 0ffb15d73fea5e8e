// kill_test: jsongen killed (SIGKILL) at random moments never leaves its
// output truncated or half-written.
//
//   kill_test JSONGEN DIR HEADER OLD NEW COUNT SEED
//
// In DIR, HEADER generates the content of the file NEW; OLD is an earlier
// good output. COUNT times: DIR/out.json.h gets OLD's content, jsongen starts
// on HEADER with --header-only -o out.json.h (one file) and is killed, after a random delay within
// its usual run time, or near its end, or the moment a temporary file
// appears beside the output (where the write happens); then out.json.h must
// hold exactly OLD or exactly NEW. Files jsongen left behind are listed
// (and removed): a leftover is only acceptable if it cannot be taken for an
// output, so its name must not end in ".json.h" (or ".d").
#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

std::set<std::string> entries(const std::string& dir) {
  std::set<std::string> names;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      const std::string name = e->d_name;
      if (name != "." && name != "..") names.insert(name);
    }
    closedir(d);
  }
  return names;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::uint64_t state;
std::uint64_t next() {  // splitmix64
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

pid_t start(const std::string& jsongen, const std::string& dir, const std::string& header) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (chdir(dir.c_str()) != 0) _exit(126);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    execl(jsongen.c_str(), jsongen.c_str(), header.c_str(), "--header-only", "-o", "out.json.h",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

// True when the temporary file beside out.json.h exists.
bool temporary_exists(const std::string& dir, const std::set<std::string>& before) {
  for (const auto& name : entries(dir)) {
    if (before.count(name) == 0 && name != "out.json.h") return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 8) {
    std::fprintf(stderr, "usage: kill_test JSONGEN DIR HEADER OLD NEW COUNT SEED\n");
    return 2;
  }
  const std::string jsongen = argv[1], dir = argv[2], header = argv[3];
  const std::string old_text = read_file(argv[4]), new_text = read_file(argv[5]);
  const int count = std::atoi(argv[6]);
  state = std::strtoull(argv[7], nullptr, 10);
  const std::string out = dir + "/out.json.h";
  if (old_text.empty() || new_text.empty() || old_text == new_text) {
    std::fprintf(stderr, "kill_test: OLD and NEW must be two different, non-empty contents\n");
    return 2;
  }

  // The usual run time, and that an uninterrupted run gives NEW.
  write_file(out, old_text);
  const std::set<std::string> files = entries(dir);
  double usual = 0;
  for (int i = 0; i < 3; ++i) {
    write_file(out, old_text);
    const double t0 = now();
    int status = 0;
    waitpid(start(jsongen, dir, header), &status, 0);
    usual += (now() - t0) / 3;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || read_file(out) != new_text) {
      std::printf("FAIL: an uninterrupted run did not write the expected output\n");
      return 1;
    }
  }

  int failures = 0, kept_old = 0, got_new = 0, finished = 0, caught_writing = 0;
  std::map<std::string, int> leftovers;
  for (int i = 0; i < count; ++i) {
    write_file(out, old_text);
    const int mode = i % 3;
    const pid_t pid = start(jsongen, dir, header);
    int status = 0;
    bool reaped = false;
    if (mode == 2) {
      // The moment the temporary file appears (or the run ends), then at
      // once or after up to 0.5 ms.
      // jsongen names it out.json.h.tmp<pid>: one stat() per look is quick
      // enough to see it (a directory listing every 64 looks, for any other name).
      const std::string expected_temporary = out + ".tmp" + std::to_string(pid);
      const double deadline = now() + 4 * usual + 1;
      bool seen = false;
      struct stat info;
      for (unsigned look = 0;; ++look) {
        seen = stat(expected_temporary.c_str(), &info) == 0 || (look % 64 == 0 && temporary_exists(dir, files));
        if (seen || now() > deadline) break;
        if (waitpid(pid, &status, WNOHANG) == pid) {
          reaped = true;
          break;
        }
      }
      if (seen) ++caught_writing;
      if (seen && next() % 2 == 0) {
        const timespec pause{0, static_cast<long>(next() % 500) * 1000};
        nanosleep(&pause, nullptr);
      }
    } else {
      const double fraction = mode == 0 ? static_cast<double>(next() % 1200) / 1000 : 0.8 + static_cast<double>(next() % 250) / 1000;
      const double delay = usual * fraction;
      const timespec pause{static_cast<time_t>(delay), static_cast<long>((delay - static_cast<double>(static_cast<time_t>(delay))) * 1e9)};
      nanosleep(&pause, nullptr);
    }
    if (!reaped) {  // (a reaped process's id may belong to another one by now)
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
    }
    if (WIFEXITED(status)) ++finished;

    const std::string text = read_file(out);
    if (text == old_text) {
      ++kept_old;
    } else if (text == new_text) {
      ++got_new;
    } else {
      ++failures;
      std::printf("FAIL: kill %d (mode %d): out.json.h holds %zu bytes that are neither the old (%zu) nor the new (%zu) output\n",
                  i, mode, text.size(), old_text.size(), new_text.size());
    }
    for (const auto& name : entries(dir)) {
      if (files.count(name) != 0 || name == "out.json.h") continue;
      ++leftovers[name.substr(0, name.find(".tmp") == std::string::npos ? name.size() : name.find(".tmp") + 4) + "<pid>"];
      if (ends_with(name, ".json.h") || ends_with(name, ".d")) {
        ++failures;
        std::printf("FAIL: kill %d left '%s', which looks like an output\n", i, name.c_str());
      }
      std::remove((dir + "/" + name).c_str());
    }
  }
  std::printf("kill_test: %d kills of jsongen (usual run %.0f ms; %d while its temporary file existed): output kept the old "
              "content %d times, had the new one %d times (%d runs had finished), never anything else%s\n",
              count, usual * 1000, caught_writing, kept_old, got_new, finished, failures ? " -- NOT TRUE, see above" : "");
  for (const auto& [name, n] : leftovers) {
    std::printf("  left behind %d times: %s (a temporary file; it cannot be taken for an output)\n", n, name.c_str());
  }
  return failures ? 1 : 0;
}
