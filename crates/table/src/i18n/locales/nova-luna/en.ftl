## Nova Luna (en)

## Tiles and tasks

nl-colour-turquoise = turquoise
nl-colour-blue = blue
nl-colour-red = red
nl-colour-yellow = yellow
# One letter per colour, drawn on the tiles (colour-blind players tell them apart by it).
nl-colour-letter-turquoise = T
nl-colour-letter-blue = B
nl-colour-letter-red = R
nl-colour-letter-yellow = Y
nl-tile = { $colour } { $number }
nl-task-need = { $colour } × { $count }
nl-tasks =
    { $count ->
        [one] task: { $tasks }
       *[other] { $count } tasks: { $tasks }
    }
nl-no-task = no task

## New game

nl-player-colour-white = white
nl-player-colour-black = black
nl-player-colour-orange = orange
nl-player-colour-purple = purple
nl-add-seat = Add a player
nl-solo-note = One player: the solo game, in two phases (8 discs with the first 11 tiles, then all 21); the lowest score wins.
nl-players-note =
    { $count ->
        [one] One player.
       *[other] { $count } players: the first to place all their discs wins.
    }
nl-first-game = First game: fewer discs (18 with 3 players, 16 with 4)
nl-seed = Seed (optional)
nl-seed-hint = The same seed deals the same tiles. Leave empty for a new deal.
nl-problem-name = Player { $n } needs a name.
nl-problem-colours = Each player needs a different disc colour.
nl-problem-seed = The seed must be a whole number (digits only).
nl-problem-setup = This game cannot be set up with these options.
nl-start = Start the game

## Game screen

nl-status-computer = { $player } (computer) is playing…
nl-status-choose = { $player }: take one of the highlighted tiles on the moon wheel.
nl-status-may-refill = You may also refill the moon wheel.
nl-status-must-refill = The moon wheel is empty: refill it.
nl-status-place = { $player }: place the { $tile } on one of the highlighted cells of your tableau.
nl-in-hand = In hand: { $tile } ({ $tasks }).
nl-choices = Your choices
nl-action-take = Take the { $tile } (space { $space }; { $tasks })
nl-action-place = Place it { $where }
nl-cell-right-of = right of the { $tile }
nl-cell-left-of = left of the { $tile }
nl-cell-below = below the { $tile }
nl-cell-above = above the { $tile }
nl-cell-and = { $a } and { $b }
nl-cell-first = as the first tile of the tableau
nl-cell-further-left = { $where }, the one further left
nl-cell-further-right = { $where }, the one further right
nl-cell-higher = { $where }, the higher one
nl-cell-lower = { $where }, the lower one
nl-cell-nth = { $where } ({ $n } of { $count }, from the top left)
nl-action-refill =
    { $pile ->
        [one] Refill the moon wheel (one tile left in the pile)
       *[other] Refill the moon wheel ({ $pile } tiles left in the pile)
    }
nl-action-end-phase-one = End phase 1 now
nl-move-refused = That move is not allowed; nothing has changed.
nl-players = Players
nl-to-play = to play
nl-player-discs =
    { $left ->
        [one] { $placed } placed, one disc left
       *[other] { $placed } placed, { $left } discs left
    }
nl-player-track = moon track space { $space }
nl-wheel-label =
    Moon wheel: the moon pawn is on space { $space }; { $tiles ->
        [one] one tile on the wheel
       *[other] { $tiles } tiles on the wheel
    }, { $pile ->
        [one] one in the pile.
       *[other] { $pile } in the pile.
    }
nl-tableaux = Tableaux
nl-tableau-empty = No tile yet
nl-tableau-of = Tiles of { $player }
nl-tableau-label =
    Tableau of { $player }: { $tiles ->
        [one] one tile
       *[other] { $tiles } tiles
    }, { $discs ->
        [one] one disc placed.
       *[other] { $discs } discs placed.
    }
nl-legend = Tile colours and their letters

## Solo

nl-solo-phase = Solo, phase { $phase } of 2
nl-solo-discs = Discs placed: { $placed } of { $target }
nl-solo-tiles = Sum of the numbers of your tiles: { $sum }
nl-solo-stacks = Discs left: { $eight } of the stack of 8, { $thirteen } of the stack of 13
nl-solo-current =
    { $missing ->
        [0] Score if the phase ended now: { $score } (lower is better).
        [one] Score if the phase ended now: { $score }, with one missing disc at 10 (lower is better).
       *[other] Score if the phase ended now: { $score }, with { $missing } missing discs at 10 each (lower is better).
    }
nl-solo-phase-one = Phase 1 scored { $score }.

## Hand-over


## Log

nl-log-take = { $player } takes the { $tile } from space { $space }.
nl-log-marker =
    { $stacked ->
        [0] { $player } moves their marker from space { $from } to space { $to } of the moon track.
        [one] { $player } moves their marker from space { $from } to space { $to } of the moon track, on top of another marker.
       *[other] { $player } moves their marker from space { $from } to space { $to } of the moon track, on top of { $stacked } markers.
    }
nl-log-place = { $player } places the { $tile } { $where }.
nl-log-disc =
    { $player } completes a task of the { $tile } ({ $task }) and places a disc: { $left ->
        [0] no discs left.
        [one] one disc left.
       *[other] { $left } discs left.
    }
nl-log-refill =
    { $player } refills the moon wheel with { $count ->
        [one] one tile
       *[other] { $count } tiles
    } ({ $pile } left in the pile).
nl-log-phase-one = Phase 1 is over: { $score } points ({ $tiles } for the tiles, { $missing } missing discs).
nl-log-turn = { $player } plays next.
nl-log-end-last-disc = { $player } has placed their last disc and wins!
nl-log-end-no-tiles = No tiles are left: the game is over.
nl-log-end-solo = All 21 discs are placed: the solo game is over.

## End of the game

nl-end-winner = { $player } wins!
nl-end-tie-break = Tied on discs placed: the win goes to the player who would have played next.
nl-end-solo-total = Final score: { $score } (lower is better).
nl-end-solo-phase =
    Phase { $phase }: { $tiles } for the tiles + { $missing ->
        [one] one missing disc
       *[other] { $missing } missing discs
    } × 10 = { $score }
nl-col-place = Place
nl-col-player = Player
nl-col-discs = Discs placed
nl-col-left = Discs left

## Rules at hand

nl-rules-title = Rules at hand
nl-rules-board-title = What you see
nl-rules-turn-title = A turn
nl-rules-el-wheel-name = The wheel.
nl-rules-el-wheel = Twelve spaces of tiles around the moon track. You may take one of the three tiles after the moon pawn (the crescent); the markers in the middle move along the track by the tile's number, and the one furthest behind plays next.
nl-rules-el-tile-name = A tile.
nl-rules-el-tile = Its number (top left) is what it costs on the track; its colour is also a letter and a pattern. Place it next to your tiles.
nl-rules-el-task-name = A task.
nl-rules-el-task = Each dot asks for one tile of that colour touching this tile, directly or through a chain of tiles of the same colour.
nl-rules-el-disc-name = A disc.
nl-rules-el-disc = A met task gets one of your discs; place all your discs to win.
nl-rules-take = On your turn, take one of the three tiles that follow the moon pawn clockwise (empty spaces skipped); the moon pawn moves to its space.
nl-rules-advance = Advance your marker on the moon track by the number on the tile.
nl-rules-next = The player furthest back on the moon track plays next, so you may play several turns in a row.
nl-rules-place = Place the tile next to one of your tiles (side by side, not diagonally).
nl-rules-tasks = Each tile shows tasks: a task is met when enough tiles of the colours shown are connected to it, through chains of tiles of one colour. A met task gets one of your discs.
nl-rules-refill = With one or two tiles left on the wheel you may refill it before taking; with none you must.
nl-rules-end = The first player to place all their discs wins. If the tiles run out, the most discs placed wins.
nl-rules-solo = Solo: no moon track; place 8 discs with the 11 starting tiles, then all 21 with refills; your score is the sum of the tiles' numbers plus 10 per missing disc, lower is better.
nl-rules-rulings-title = The project's rulings
nl-ruling-mark = Ruling:
nl-ruling-1 = Each player has 21 discs: one is their marker on the moon track, 20 go on tiles. First-game option: 18 discs with 3 players and 16 with 4 (marker included).
nl-ruling-2 = The moon track has 24 spaces and wraps around; the player furthest back plays next; on a shared space, the disc on top of the stack.
nl-ruling-3 = Tasks are checked after every placement on all of the player's tiles, and every newly met task gets a disc automatically.
nl-ruling-4 = Counting a task: for each colour, the tiles of that colour connected to the task tile through a chain of that colour, at least one of them next to the task tile, each counted once; the task tile itself never counts.
nl-ruling-5 = Refill: with 1 or 2 tiles on the wheel at the start of a turn you may refill; with none you must. Empty spaces are filled clockwise from the one after the moon pawn, as far as the tiles last.
nl-ruling-6 = A player who places their last disc wins at once. If the draw pile and the wheel are both empty, the most discs placed wins; a tie goes to the player who would have played next.
nl-ruling-7 = Solo follows the rulebook's two-phase scoring (lower is better).
nl-ruling-solo-extra-discs = Solo: tasks met beyond 8 discs in phase 1 still get discs; the phase-1 penalty counts only discs missing of the 8. If all 21 are placed in phase 1, the game ends and phase 2 scores the same tiles with no penalty.
nl-ruling-discs-run-out = If a placement meets more tasks than you have discs left, tasks are filled in order (tiles in placement order, then task order) until your discs run out, and the game ends.
nl-ruling-first-game = The first-game option changes the number of discs only with 3 or 4 players.
nl-ruling-refill-action = Refilling is never offered when the draw pile is empty. When the wheel is empty, refilling is the only choice, but you make it yourself.
nl-ruling-solo-phase-two-refill = Solo: ending phase 1 refills the wheel at once for phase 2.
nl-ruling-marker-order = Markers are compared by the total number of spaces advanced; they never spread over more than 7 of the 24 spaces, so this is the order on the wrapping track.
nl-show-wheel = Moon wheel

# What a choice is worth (docs/table-screen.md "Choices that say what they are worth").
nl-worth-take = { $count ->
    [one] costs 1 space of time
   *[other] costs { $count } spaces of time
}
nl-worth-place = { $count ->
    [0] meets no task
    [one] meets a task: 1 disc placed
   *[other] meets { $count } tasks: { $count } discs placed
}
nl-col-tiles = Tiles placed
nl-race-title = Discs placed over the rounds

## Tutorial

nl-tutorial-seat-you = Robin
nl-tutorial-seat-selene = Selene
nl-tutorial-welcome = Welcome to Nova Luna! You play Robin. You lay tiles in front of you, and each task you meet on them gets one of your discs. The first player to place all their discs wins.
nl-tutorial-tiles = The tiles wait around the moon wheel. Each has a colour, a number (how much time it costs) and up to three tasks, such as “two blue tiles”.
nl-tutorial-first-player = Your marker and Selene’s start stacked on the new moon of the moon track. The player furthest behind plays next; on a shared space, the marker on top plays first. Yours is on top, so you begin.
nl-tutorial-take-first = You may take one of the three tiles just after the moon pawn, clockwise. Take the turquoise 6, the first of them: each of its tasks asks for only one or two tiles.
nl-tutorial-take-first-other = The other two tiles also cost 6, but each has a task asking for three tiles. Take the turquoise 6 next to the moon pawn: its tasks are easier to meet.
nl-tutorial-place-first = Your first tile starts your tableau: place it in the middle. Then it is Selene’s turn.
nl-tutorial-place-first-other = Your first tile has only one place: the middle of your tableau.
nl-tutorial-selene-plays = Selene played four turns in a row: her cheap tiles kept her marker behind yours. When it reached your space, it went on top of yours, so she played again.
nl-tutorial-take-cheap = Taking a tile moves your marker forward on the moon track by the tile’s number. Take the turquoise 3: your marker goes from 6 to 9, still behind Selene’s on 10.
nl-tutorial-take-cheap-other = The other tiles cost 6: your marker would pass Selene’s, and she would play next. Take the turquoise 3 to stay behind her and play again.
nl-tutorial-place-beside = A new tile must touch one of your tiles, side by side. Place it to the right of your first tile, so your two turquoise tiles touch. You are still behind Selene, so you play again.
nl-tutorial-place-beside-other = That cell touches your tile too, but put this one to the right of your first tile: two turquoise tiles side by side will count together for a task.
nl-tutorial-take-yellow = Take the yellow 4: it is the cheapest, and its task “two turquoise” asks for just the two tiles you already have.
nl-tutorial-take-yellow-other = The other two tiles cost 6. The yellow 4 costs less, and its “two turquoise” task can be met at once.
nl-tutorial-place-chain = Place it at the right end of your row. It touches only one turquoise tile, but touching tiles of one colour count together: the chain of two turquoise tiles meets its task, and a disc goes on it.
nl-tutorial-place-chain-other = Any cell next to your turquoise tiles would meet the task through the chain; this step puts the tile at the right end of your row, where the chain is easy to see.
nl-tutorial-disc = A disc now covers that task: each task takes one disc, once, and a tile never counts for its own tasks. Meanwhile Selene played twice: her marker landed on yours, on top, so she played again.
nl-tutorial-refill = Only two tiles are left on the moon wheel. With one or two left, you may refill it before taking a tile (with none, you must). Refill it now.
nl-tutorial-refill-other = You could take one of the two tiles left, but both cost 6. Refill the moon wheel first: new tiles, some of them cheap, will fill the empty spaces.
nl-tutorial-take-blue = New tiles filled the empty spaces, clockwise from the moon pawn. Take the blue 2: it is cheap, and your first tile has a task “two blue”.
nl-tutorial-take-blue-other = The other tiles cost 4 and 6. The blue 2 is the cheapest, and it is a start on the “two blue” task of your first tile.
nl-tutorial-place-blue = Place it below your first tile. Your marker is on 15, still behind Selene’s on 18: you play again.
nl-tutorial-place-blue-other = Put the blue tile below your first tile: the next blue tile will go below it and chain to it.
nl-tutorial-take-second-blue = Take the blue 3: it is the cheapest, and a second blue tile will meet the “two blue” task of your first tile.
nl-tutorial-take-second-blue-other = The other tiles cost 4 and 6. The blue 3 is cheaper, and blue is what your first tile’s task asks for.
nl-tutorial-place-second-blue = Place it below the first blue tile. The two blue tiles form a chain touching your first tile, so its “two blue” task is met: tasks of older tiles count too. Your marker landed on Selene’s space, on top of hers, so you play next.
nl-tutorial-place-second-blue-other = Several cells next to the blue tile would meet the task; this step puts the new tile below it, so the blue chain under your first tile is easy to see.
nl-tutorial-end = The first player to place all their discs wins at once. If the tiles run out first, whoever has placed the most discs wins. That is all: enjoy your game!

## Solo in its own words: no moon track, a tile adds its number to the score
nl-worth-take-solo = adds { $number } to your score
nl-race-solo-score = Your score, tile by tile (lower is better)
nl-race-solo-discs = Discs left to place, tile by tile
nl-chart-tiles-heading = Tiles placed
nl-chart-after-tiles = { $count ->
    [0] At the start
    [one] After 1 tile
   *[other] After { $count } tiles
}
