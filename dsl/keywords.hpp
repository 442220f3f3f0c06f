#pragma once
// The one table of the language's words. The grammar's keyword rules, the
// reserved words (which may not name a parameter), the places where error
// recovery resumes, language_keywords() and the editor-grammar test all come
// from MANCALA_KEYWORDS, so a word added here is known everywhere at once.
#include <array>
#include <string_view>

// X(id, "word", role, reserved) for every word of the language.
//  role: block = opens a top-level block ("board {", "lap end {"),
//        decl  = starts a top-level declaration ("param", "game", ...),
//        word  = any other word.
//        Blocks and declarations are where recovery resumes after an error.
//  reserved: R = may never name a parameter (so that a forgotten value is
//        reported where it is missing instead of swallowing the next
//        statement), F = free (e.g. "pits" and "seeds", the usual names of the
//        size parameters).
#define MANCALA_KEYWORDS(X)            \
  X(game, "game", decl, R)             \
  X(extends, "extends", decl, F)       \
  X(param, "param", decl, R)           \
  X(variant, "variant", decl, R)       \
  X(board, "board", block, R)          \
  X(setup, "setup", block, R)          \
  X(move, "move", block, R)            \
  X(sow, "sow", block, R)              \
  X(feeding, "feeding", block, R)      \
  X(lap, "lap", block, R)              \
  X(opening, "opening", block, F)      \
  X(marks, "marks", block, F)          \
  X(match, "match", block, F)          \
  X(set, "set", word, R)               \
  X(end, "end", word, R)               \
  X(rows, "rows", word, R)             \
  X(pits, "pits", word, F)             \
  X(pit, "pit", word, R)               \
  X(stores, "stores", word, R)         \
  X(store, "store", word, F)           \
  X(none, "none", word, F)             \
  X(aside, "aside", word, F)           \
  X(in, "in", word, R)                 \
  X(circuit, "circuit", word, F)       \
  X(seeds, "seeds", word, F)           \
  X(every, "every", word, R)           \
  X(rightmost, "rightmost", word, R)   \
  X(first, "first", word, R)           \
  X(south, "South", word, F)           \
  X(north, "North", word, F)           \
  X(from, "from", word, R)             \
  X(own, "own", word, R)               \
  X(where, "where", word, R)           \
  X(take, "take", word, R)             \
  X(all, "all", word, F)               \
  X(any, "any", word, F)               \
  X(prefer, "prefer", word, R)         \
  X(else, "else", word, R)             \
  X(direction, "direction", word, R)   \
  X(ccw, "ccw", word, F)               \
  X(cw, "cw", word, F)                 \
  X(origin, "origin", word, R)         \
  X(included, "included", word, F)     \
  X(skipped, "skipped", word, F)       \
  X(skip, "skip", word, R)             \
  X(except, "except", word, R)         \
  X(limit, "limit", word, F)           \
  X(must, "must", word, R)             \
  X(feed, "feed", word, F)             \
  X(feeds, "feeds", word, F)           \
  X(when, "when", word, R)             \
  X(row, "row", word, F)               \
  X(is, "is", word, R)                 \
  X(empty, "empty", word, F)           \
  X(occupied, "occupied", word, F)     \
  X(if, "if", word, R)                 \
  X(no, "no", word, R)                 \
  X(relay, "relay", word, R)           \
  X(play, "play", word, R)             \
  X(again, "again", word, F)           \
  X(capture, "capture", word, R)       \
  X(then, "then", word, R)             \
  X(unless, "unless", word, R)         \
  X(grand, "grand", word, F)           \
  X(slam, "slam", word, F)             \
  X(backward, "backward", word, F)     \
  X(while, "while", word, R)           \
  X(of, "of", word, R)                 \
  X(and, "and", word, R)               \
  X(or, "or", word, R)                 \
  X(not, "not", word, R)               \
  X(ends, "ends", word, R)             \
  X(remaining, "remaining", word, R)   \
  X(evaluate, "evaluate", word, R)     \
  X(to, "to", word, F)                 \
  X(owner, "owner", word, F)           \
  X(other, "other", word, F)           \
  X(player, "player", word, F)         \
  X(marked, "marked", word, F)         \
  X(was, "was", word, R)               \
  X(mover, "mover", word, R)           \
  X(opponent, "opponent", word, R)     \
  X(opponents, "opponent's", word, F)  \
  X(either, "either", word, F)         \
  X(has, "has", word, R)               \
  X(moved, "moved", word, F)           \
  X(legal, "legal", word, F)           \
  X(position, "position", word, F)     \
  X(repeated, "repeated", word, F)     \
  X(captured, "captured", word, F)     \
  X(total, "total", word, R)           \
  X(number, "number", word, F)         \
  X(last, "last", word, R)             \
  X(opposite, "opposite", word, R)     \
  X(next, "next", word, F)             \
  X(pass, "pass", word, F)             \
  X(forbid, "forbid", word, F)         \
  X(ending, "ending", word, F)         \
  X(both, "both", word, F)             \
  X(passed, "passed", word, F)         \
  X(on, "on", word, F)                 \
  X(openings, "openings", word, F)     \
  X(place, "place", word, F)           \
  X(anywhere, "anywhere", word, F)     \
  X(mark, "mark", word, F)             \
  X(clear, "clear", word, F)           \
  X(after, "after", word, F)           \
  X(sown, "sown", word, F)             \
  X(rebuild, "rebuild", word, F)       \
  X(totals, "totals", word, F)         \
  X(with, "with", word, F)             \
  X(per, "per", word, F)               \
  X(fill, "fill", word, F)             \
  X(surplus, "surplus", word, F)       \
  X(buys, "buys", word, F)             \
  X(remainder, "remainder", word, F)   \
  X(goes, "goes", word, F)             \
  X(larger, "larger", word, F)         \
  X(smaller, "smaller", word, F)       \
  X(share, "share", word, F)           \
  X(won, "won", word, F)               \
  X(alternates, "alternates", word, F) \
  X(a, "a", word, F)                   \
  X(owns, "owns", word, F)             \
  X(win, "win", word, F)               \
  X(wins, "wins", word, F)             \
  X(by, "by", word, F)                 \
  X(counts, "counts", word, F)         \
  X(as, "as", word, F)                 \
  X(winner, "winner", word, F)         \
  X(more, "more", word, F)             \
  X(games, "games", word, F)           \
  X(illegal, "illegal", word, F)       \
  X(reached, "reached", word, F)       \
  X(split, "split", word, F)           \
  X(evenly, "evenly", word, F)         \
  X(odd, "odd", word, F)               \
  X(seed, "seed", word, F)             \
  X(nobody, "nobody", word, F)         \
  X(moves, "moves", word, F)           \
  X(count, "count", word, F)           \
  X(taken, "taken", word, F)           \
  X(margin, "margin", word, F)         \
  X(into, "into", word, F)             \
  X(go, "go", word, F)                 \
  X(owners, "owner's", word, F)        \
  X(claim, "claim", word, F)          \
  X(during, "during", block, R)        \
  X(sowing, "sowing", word, F)

namespace mancala::dsl {

// What a word does at the top level of a file.
enum class KeywordRole { block, decl, word };

// One row of the keyword table.
struct Keyword {
  std::string_view word;
  KeywordRole role;
  bool reserved;  // may not name a parameter
};

#define MANCALA_KEYWORD_ROW(id, str, role, res) Keyword{str, KeywordRole::role, #res[0] == 'R'},
// Every word of the language, in the order of MANCALA_KEYWORDS.
inline constexpr std::array kKeywords = {MANCALA_KEYWORDS(MANCALA_KEYWORD_ROW)};
#undef MANCALA_KEYWORD_ROW

}  // namespace mancala::dsl
