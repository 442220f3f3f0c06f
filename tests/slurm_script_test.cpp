// The Slurm scripts of an experiment (cli/slurm_script.hpp): their text, the
// refusal of jobs that cannot run, and the scripts run by bash with stand-ins
// for mancala and sbatch, so that quoting is checked on awkward paths without
// a cluster (tests/slurm/slurm_job_array_check.sh submits to a real one).
#include "cli/slurm_script.hpp"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace mancala::cli {
namespace {

namespace fs = std::filesystem;

SlurmJob plain_job() {
  SlurmJob job;
  job.mancala = "/opt/mancala/bin/mancala";
  job.experiment = "/home/ada/exp/kalah-sizes.yaml";
  job.shards = 4;
  job.shard_dir = "/scratch/ada/kalah-sizes";
  job.merged_db = "/home/ada/exp/kalah-sizes.sqlite";
  job.job_name = "kalah-sizes";
  return job;
}

SlurmScriptPaths plain_paths() {
  return {"/home/ada/exp/kalah-sizes-array.sbatch", "/home/ada/exp/kalah-sizes-merge.sbatch",
          "/home/ada/exp/kalah-sizes-submit.sh"};
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

TEST(SlurmQuote, ShellWords) {
  EXPECT_EQ(shell_quote("/usr/bin/mancala"), "/usr/bin/mancala");
  EXPECT_EQ(shell_quote("a b"), "'a b'");
  EXPECT_EQ(shell_quote("it's"), "'it'\\''s'");
  EXPECT_EQ(shell_quote("$HOME `x`"), "'$HOME `x`'");
  EXPECT_EQ(shell_quote(""), "''");
}

TEST(SlurmQuote, SbatchWords) {
  EXPECT_EQ(sbatch_quote("--time=02:00:00"), "--time=02:00:00");
  EXPECT_EQ(sbatch_quote("/a b/x"), "\"/a b/x\"");
  EXPECT_EQ(sbatch_quote("it's \"q\" #1 \\"), "\"it\\'s \\\"q\\\" \\#1 \\\\\"");
}

// The whole array script of a plain job: what a user reads before submitting.
TEST(SlurmScripts, ArrayScriptText) {
  SlurmJob job = plain_job();
  job.sbatch_options = {"--time=02:00:00", "--comment=size sweep"};
  EXPECT_EQ(slurm_scripts(job, plain_paths()).array,
            "#!/bin/bash\n"
            "# Experiment /home/ada/exp/kalah-sizes.yaml\n"
            "# in 4 shards: array task I (1..4) plays shard I/4. Written by mancala; see "
            "docs/slurm.md.\n"
            "#SBATCH --job-name=kalah-sizes\n"
            "#SBATCH --array=1-4\n"
            "#SBATCH --ntasks=1\n"
            "#SBATCH --cpus-per-task=1\n"
            "#SBATCH --output=/scratch/ada/kalah-sizes/%x-%A_%a.out\n"
            "#SBATCH --time=02:00:00\n"
            "#SBATCH \"--comment=size sweep\"\n"
            "set -euo pipefail\n"
            "mancala=/opt/mancala/bin/mancala\n"
            "experiment=/home/ada/exp/kalah-sizes.yaml\n"
            "shard_dir=/scratch/ada/kalah-sizes\n"
            "shard=${SLURM_ARRAY_TASK_ID:?submit this script with sbatch: it is a job array}\n"
            "exec \"$mancala\" experiment run \"$experiment\" --db "
            "\"$shard_dir/shard-$shard.sqlite\" \\\n"
            "  --shard \"$shard/4\" --threads 1\n");
}

// docs/slurm.md shows both job scripts of this job as they are written.
TEST(SlurmScripts, DocsShowTheScriptsAsWritten) {
  SlurmJob job = plain_job();
  job.sbatch_options = {"--time=02:00:00"};
  const SlurmScripts scripts = slurm_scripts(job, plain_paths());
  std::ifstream in(std::string(MANCALA_SOURCE_DIR) + "/docs/slurm.md");
  std::stringstream docs;
  docs << in.rdbuf();
  EXPECT_NE(docs.str().find("```text\n" + scripts.array + "```\n"), std::string::npos)
      << scripts.array;
  EXPECT_NE(docs.str().find("```text\n" + scripts.merge + "```\n"), std::string::npos)
      << scripts.merge;
}

TEST(SlurmScripts, MergeScriptNamesEveryShard) {
  const std::string merge = slurm_scripts(plain_job(), plain_paths()).merge;
  EXPECT_NE(merge.find("#SBATCH --job-name=kalah-sizes-merge\n"), std::string::npos) << merge;
  EXPECT_NE(merge.find("#SBATCH --kill-on-invalid-dep=yes\n"), std::string::npos) << merge;
  EXPECT_NE(merge.find("#SBATCH --output=/scratch/ada/kalah-sizes/%x-%j.out\n"), std::string::npos)
      << merge;
  EXPECT_NE(merge.find("for ((i = 1; i <= 4; i++)); do\n"), std::string::npos) << merge;
  EXPECT_NE(merge.find("exec \"$mancala\" experiment merge \"$merged\" \"${shards[@]}\"\n"),
            std::string::npos)
      << merge;
  EXPECT_EQ(merge.find("--array"), std::string::npos) << merge;
}

TEST(SlurmScripts, SubmitScriptChainsTheJobs) {
  const std::string submit = slurm_scripts(plain_job(), plain_paths()).submit;
  EXPECT_NE(submit.find("array_script=/home/ada/exp/kalah-sizes-array.sbatch\n"), std::string::npos)
      << submit;
  EXPECT_NE(submit.find("array=$(sbatch --parsable \"$array_script\")\n"), std::string::npos)
      << submit;
  EXPECT_NE(submit.find("sbatch --parsable --dependency=\"afterok:$array\" \"$merge_script\""),
            std::string::npos)
      << submit;
}

TEST(SlurmScripts, CpusPerTaskBecomeThreads) {
  SlurmJob job = plain_job();
  job.cpus_per_task = 8;
  const std::string array = slurm_scripts(job, plain_paths()).array;
  EXPECT_NE(array.find("#SBATCH --cpus-per-task=8\n"), std::string::npos) << array;
  EXPECT_NE(array.find("--threads 8\n"), std::string::npos) << array;
}

// '%' in a folder is literal in Slurm's file name patterns only when doubled.
TEST(SlurmScripts, PercentInTheShardFolderIsDoubledForLogs) {
  SlurmJob job = plain_job();
  job.shard_dir = "/scratch/100% done";
  const std::string array = slurm_scripts(job, plain_paths()).array;
  EXPECT_NE(array.find("#SBATCH --output=\"/scratch/100%% done/%x-%A_%a.out\"\n"),
            std::string::npos)
      << array;
  EXPECT_NE(array.find("shard_dir='/scratch/100% done'\n"), std::string::npos) << array;
}

TEST(SlurmJobName, FromAnExperimentsName) {
  EXPECT_EQ(slurm_job_name("kalah-sizes"), "kalah-sizes");
  EXPECT_EQ(slurm_job_name("Kalah sizes (v2)"), "Kalah-sizes--v2-");
  EXPECT_EQ(slurm_job_name("--x"), "x");
  EXPECT_EQ(slurm_job_name("Kpé"), "Kp--");
  EXPECT_EQ(slurm_job_name(" "), "mancala");
  EXPECT_EQ(slurm_job_name(std::string(300, 'a')), std::string(200, 'a'));
  SlurmJob job = plain_job();
  job.job_name = slurm_job_name("a job, named \"freely\" #1");
  EXPECT_EQ(joined(slurm_job_problems(job)), "");
}

TEST(SlurmJobProblems, PlainJobHasNone) {
  EXPECT_EQ(joined(slurm_job_problems(plain_job())), "");
}

TEST(SlurmJobProblems, EveryProblemAtOnce) {
  SlurmJob job;
  job.mancala = "build/mancala";
  job.experiment = "/a/exp\n.yaml";
  job.shards = 0;
  job.shard_dir = "/a\\b";
  job.merged_db = "";
  job.job_name = "my run";
  job.cpus_per_task = 0;
  job.sbatch_options = {"time=1", "--array=0-9", "-d", "--time 1:00", "--partition=long"};
  EXPECT_EQ(joined(slurm_job_problems(job)),
            "the mancala program 'build/mancala' must be an absolute path (the jobs run "
            "elsewhere)\n"
            "the experiment file must not contain a line break or NUL\n"
            "the shard folder '/a\\b' must not contain a backslash (Slurm's log file names "
            "cannot hold one)\n"
            "the merged database is not given\n"
            "the number of shards must be from 1 to 100000, not 0\n"
            "the CPUs per task must be at least 1, not 0\n"
            "the job name 'my run' must be 1 to 200 letters, digits, '.', '_' or '-', not "
            "starting with '-'\n"
            "sbatch option 'time=1' must start with '-' (e.g. --time=02:00:00)\n"
            "sbatch option '--array=0-9': the array and the dependency are the generated "
            "scripts' own\n"
            "sbatch option '-d': the array and the dependency are the generated scripts' own\n"
            "sbatch option '--time 1:00': write it as one word, --name=value\n");
}

TEST(SlurmScripts, RefusesABadJobWithEveryProblem) {
  SlurmJob job = plain_job();
  job.shards = -2;
  job.job_name = "";
  try {
    slurm_scripts(job, {"relative.sbatch", "/m.sbatch", "/s.sh"});
    FAIL() << "no exception";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(),
                 "cannot write the Slurm scripts: the number of shards must be from 1 to "
                 "100000, not -2; the job name '' must be 1 to 200 letters, digits, '.', '_' "
                 "or '-', not starting with '-'; the job array script 'relative.sbatch' must be "
                 "an absolute path (the jobs run elsewhere)");
  }
}

// ---- The scripts run by bash, with stand-ins for mancala and sbatch. ----

// Each test's own folder under the temporary folder, its name awkward on
// purpose (a space, both quotes, $, a backquote, % and #); removed after.
class AwkwardFolder : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::path(testing::TempDir()) /
          (std::string("slurm ") + testing::UnitTest::GetInstance()->current_test_info()->name() +
           " it's \"q\" $HOME `x` %p #h-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  void TearDown() override { fs::remove_all(dir); }
  fs::path dir;
};
using SlurmScriptsRun = AwkwardFolder;
using SlurmScriptsWrite = AwkwardFolder;

void write_executable(const fs::path& path, const std::string& text) {
  std::ofstream(path) << text;
  fs::permissions(path, fs::perms::owner_all, fs::perm_options::add);
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `command` with sh; its output (stdout and stderr) and exit status.
std::pair<int, std::string> run(const std::string& command) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return {-1, "popen failed"};
  std::string out;
  char buffer[4096];
  std::size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// A job whose every path lies in `dir`, with a stand-in mancala that writes
// its arguments, one a line, to DIR/args.
SlurmJob awkward_job(const fs::path& dir) {
  write_executable(dir / "fake mancala",
                   "#!/bin/bash\nprintf '%s\\n' \"$@\" > \"$(dirname \"$0\")/args\"\n");
  SlurmJob job;
  job.mancala = (dir / "fake mancala").string();
  job.experiment = (dir / "my exp's.yaml").string();
  job.shards = 3;
  job.shard_dir = (dir / "shards dir").string();
  job.merged_db = (dir / "merged \"all\".sqlite").string();
  job.job_name = "awkward";
  return job;
}

TEST_F(SlurmScriptsRun, ArrayTaskRunsItsShard) {
  const SlurmJob job = awkward_job(dir);
  const SlurmScriptPaths paths = write_slurm_scripts(job, dir.string());
  const auto [status, out] = run("SLURM_ARRAY_TASK_ID=2 bash " + shell_quote(paths.array));
  ASSERT_EQ(status, 0) << out;
  EXPECT_EQ(read_text(dir / "args"), "experiment\nrun\n" + job.experiment + "\n--db\n" +
                                         job.shard_dir + "/shard-2.sqlite\n--shard\n2/3\n" +
                                         "--threads\n1\n");
}

TEST_F(SlurmScriptsRun, ArrayScriptOutsideSlurmSaysSo) {
  const SlurmScriptPaths paths = write_slurm_scripts(awkward_job(dir), dir.string());
  const auto [status, out] = run("env -u SLURM_ARRAY_TASK_ID bash " + shell_quote(paths.array));
  EXPECT_NE(status, 0);
  EXPECT_NE(out.find("submit this script with sbatch: it is a job array"), std::string::npos)
      << out;
  EXPECT_FALSE(fs::exists(dir / "args"));
}

TEST_F(SlurmScriptsRun, MergeNamesEveryShardInOrder) {
  const SlurmJob job = awkward_job(dir);
  const SlurmScriptPaths paths = write_slurm_scripts(job, dir.string());
  fs::create_directories(job.shard_dir);
  for (int i = 1; i <= 3; ++i) {
    std::ofstream(job.shard_dir + "/shard-" + std::to_string(i) + ".sqlite") << i;
  }
  // A stale shard of an earlier, larger run is not merged.
  std::ofstream(job.shard_dir + "/shard-7.sqlite") << 7;
  const auto [status, out] = run("bash " + shell_quote(paths.merge));
  ASSERT_EQ(status, 0) << out;
  EXPECT_EQ(read_text(dir / "args"), "experiment\nmerge\n" + job.merged_db + "\n" + job.shard_dir +
                                         "/shard-1.sqlite\n" + job.shard_dir + "/shard-2.sqlite\n" +
                                         job.shard_dir + "/shard-3.sqlite\n");
}

TEST_F(SlurmScriptsRun, MergeRefusesAMissingShard) {
  const SlurmJob job = awkward_job(dir);
  const SlurmScriptPaths paths = write_slurm_scripts(job, dir.string());
  fs::create_directories(job.shard_dir);
  std::ofstream(job.shard_dir + "/shard-1.sqlite") << 1;
  std::ofstream(job.shard_dir + "/shard-3.sqlite") << 3;
  const auto [status, out] = run("bash " + shell_quote(paths.merge));
  EXPECT_EQ(status, 1);
  EXPECT_EQ(out, "merge: shard 2/3 is missing: " + job.shard_dir + "/shard-2.sqlite\n");
  EXPECT_FALSE(fs::exists(dir / "args"));
}

// The driver with a stand-in sbatch that logs its arguments and answers as a
// multi-cluster site does ("ID;CLUSTER").
TEST_F(SlurmScriptsRun, SubmitChainsTheMergeToTheArray) {
  const SlurmJob job = awkward_job(dir);
  const SlurmScriptPaths paths = write_slurm_scripts(job, dir.string());
  const fs::path bin = dir / "bin";
  fs::create_directories(bin);
  write_executable(bin / "sbatch",
                   "#!/bin/bash\nlog=\"$(dirname \"$0\")/calls\"\n"
                   "n=$(( $(cat \"$log\" 2>/dev/null | wc -l) + 41 ))\n"
                   "echo \"$*\" >> \"$log\"\necho \"$n;main\"\n");
  const auto [status, out] =
      run("PATH=" + shell_quote(bin.string()) + ":\"$PATH\" " + shell_quote(paths.submit));
  ASSERT_EQ(status, 0) << out;
  EXPECT_EQ(out, "array_job=41\nmerge_job=42\n");
  EXPECT_EQ(
      read_text(bin / "calls"),
      "--parsable " + paths.array + "\n--parsable --dependency=afterok:41 " + paths.merge + "\n");
  EXPECT_TRUE(fs::is_directory(job.shard_dir));
}

TEST_F(SlurmScriptsRun, SubmitCancelsTheArrayWhenTheMergeIsRefused) {
  const SlurmScriptPaths paths = write_slurm_scripts(awkward_job(dir), dir.string());
  const fs::path bin = dir / "bin";
  fs::create_directories(bin);
  write_executable(bin / "sbatch",
                   "#!/bin/bash\ncase \"$*\" in *dependency*) echo 'sbatch: error: no' >&2; "
                   "exit 1;; esac\necho 17\n");
  write_executable(bin / "scancel", "#!/bin/bash\necho \"scancel $*\"\n");
  const auto [status, out] =
      run("PATH=" + shell_quote(bin.string()) + ":\"$PATH\" " + shell_quote(paths.submit));
  EXPECT_EQ(status, 1);
  EXPECT_EQ(out,
            "sbatch: error: no\nsubmit: the merge job was refused; cancelling job array 17\n"
            "scancel 17\n");
}

TEST_F(SlurmScriptsWrite, NamesTheFilesAfterTheJob) {
  const SlurmScriptPaths paths = write_slurm_scripts(awkward_job(dir), (dir / "new").string());
  EXPECT_EQ(paths.array, (dir / "new" / "awkward-array.sbatch").string());
  EXPECT_EQ(paths.merge, (dir / "new" / "awkward-merge.sbatch").string());
  EXPECT_EQ(paths.submit, (dir / "new" / "awkward-submit.sh").string());
  EXPECT_TRUE((fs::status(paths.submit).permissions() & fs::perms::owner_exec) != fs::perms::none);
}

TEST_F(SlurmScriptsWrite, UnwritableFolderIsAnError) {
  EXPECT_THROW(write_slurm_scripts(plain_job(), "/proc/no-such-place"), std::runtime_error);
}

}  // namespace
}  // namespace mancala::cli
