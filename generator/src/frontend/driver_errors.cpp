#include "frontend/driver_errors.h"

#include <cerrno>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace jsongen {

std::vector<std::string> clang_driver_errors(const std::vector<std::string>& argv) {
  std::vector<std::string> errors;
#if defined(__unix__) || defined(__APPLE__)
  if (argv.empty()) return errors;
  std::vector<std::string> args = argv;
  args.push_back("-fsyntax-only");
  args.push_back("-fno-color-diagnostics");
  std::vector<char*> raw;
  for (auto& arg : args) raw.push_back(arg.data());
  raw.push_back(nullptr);
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) return errors;
  const pid_t child = ::fork();
  if (child < 0) {
    ::close(pipe_fds[0]);
    ::close(pipe_fds[1]);
    return errors;
  }
  if (child == 0) {
    const int null_fd = ::open("/dev/null", O_RDWR);
    if (null_fd >= 0) {
      ::dup2(null_fd, 0);
      ::dup2(null_fd, 1);
    }
    ::dup2(pipe_fds[1], 2);
    ::close(pipe_fds[0]);
    ::execvp(raw[0], raw.data());
    ::_exit(127);
  }
  ::close(pipe_fds[1]);
  std::string output;
  char buffer[4096];
  for (;;) {
    const ssize_t n = ::read(pipe_fds[0], buffer, sizeof buffer);
    if (n > 0) {
      output.append(buffer, static_cast<std::size_t>(n));
    } else if (n == 0 || errno != EINTR) {
      break;
    }
  }
  ::close(pipe_fds[0]);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  std::size_t start = 0;
  while (start < output.size()) {
    std::size_t end = output.find('\n', start);
    if (end == std::string::npos) end = output.size();
    const std::string line = output.substr(start, end - start);
    start = end + 1;
    // "error: ..." (the front end), "clang: error: ..." (the driver), or a
    // located "file:line:col: error: ...", which is kept whole.
    const std::string marker = "error: ";
    const auto at = line.find(marker);
    if (at == std::string::npos) continue;
    const std::string prefix = line.substr(0, at);
    const bool from_driver = prefix.empty() || (prefix.find("clang") != std::string::npos &&
                                                prefix.find(':') == prefix.size() - 2 && prefix.back() == ' ');
    errors.push_back(from_driver ? line.substr(at + marker.size()) : line);
  }
#else
  (void)argv;
#endif
  return errors;
}

}  // namespace jsongen
