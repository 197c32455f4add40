# Moonvale — katalog polski.

app-title = Moonvale
skip-to-content = Przejdź do treści
footer-offline = Moonvale działa w całości w przeglądarce: gry są zapisywane na tym urządzeniu, a aplikacja działa bez internetu.

## Ustawienia

settings-title = Ustawienia
settings-language = Język

## Komunikaty

update-available = Dostępna jest nowa wersja Moonvale.
update-reload = Odśwież, aby zaktualizować
storage-unavailable = Ta przeglądarka nie pozwala Moonvale niczego zapisać (tryb prywatny lub wyłączona pamięć). Możesz grać, ale gry przepadną po zamknięciu strony.
message-dismiss = Zamknij komunikat
message-undo-delete = Cofnij
notice-imported = Zaimportowano „{ $title }”.
notice-import-refused = Nie można zaimportować tego pliku:
notice-import-read-failed = Nie udało się odczytać pliku.
notice-deleted = Usunięto „{ $title }”.
notice-delete-failed = Nie udało się usunąć zapisanej gry.
notice-exported = Zapisano jako { $file }.
notice-export-failed = Nie udało się utworzyć pliku.
notice-storage-full = Pamięć przeglądarki jest pełna: tej gry nie udało się zapisać. Gra toczy się dalej i nic nie zginie, dopóki strona jest otwarta; Moonvale spróbuje ponownie po Twoim następnym ruchu. Usuń lub wyeksportuj stare gry, aby zrobić miejsce.
notice-language-not-remembered = Język został zmieniony, ale ta przeglądarka nie pozwala go zapamiętać.
notice-resume-failed = Nie można otworzyć tej zapisanej gry.

## Ekran główny

home-choose-game = Wybierz grę
home-new-game = Nowa gra
game-via-nebula = Via Nebula
game-nova-luna = Nova Luna
game-via-nebula-blurb = Odkrywaj zamgloną dolinę, eksploatuj jej kamieniołomy, pola i lasy, przewoź surowce przez łąki i wznoś budynki wioski.
game-nova-luna-blurb = Bierz kafelki z księżycowego koła, układaj je tak, by spełniały swoje zadania, i jako pierwszy rozmieść wszystkie krążki — każdy kafelek kosztuje czas.
# „do” wymaga dopełniacza: „do 4 graczy” niezależnie od liczby.
game-player-range = od { $min } do { $max } graczy

## Zapisane gry

saved-title = Zapisane gry
saved-count =
    { $count ->
        [0] Brak zapisanych gier.
        [one] Jedna zapisana gra.
        [few] { $count } zapisane gry.
       *[many] { $count } zapisanych gier.
    }
saved-damaged-count =
    { $count ->
        [one] Jednej z nich nie można otworzyć.
       *[other] { $count } z nich nie można otworzyć.
    }
saved-empty = Gry, w które grasz, są tu zapisywane po każdym ruchu.
saved-import = Importuj zapisaną grę
saved-last-played = ostatnio grana { $time }
saved-players =
    { $count ->
        [one] Jeden gracz
        [few] { $count } graczy
       *[many] { $count } graczy
    }
saved-resume = Wznów
saved-export = Eksportuj
saved-export-raw = Eksportuj surowy tekst
saved-delete = Usuń
saved-damaged-title = Uszkodzona zapisana gra
saved-damaged-hint = Możesz wyeksportować jej surowy tekst (aby go zachować lub zgłosić błąd) albo ją usunąć.
player-human = osoba
player-computer = komputer
damage-not-json = Zapisany tekst nie jest poprawnym JSON-em.
damage-missing-fields = Zapis jest niekompletny.
damage-unknown-version = Została zapisana przez inną wersję Moonvale (wersja zapisu { $version }).
damage-unknown-kind = To gra, której ta wersja nie zna ({ $kind }).
damage-invalid-game = Gra nie zgadza się z własnymi ruchami (zmieniona lub ucięta).

## Błędy importu

import-too-big = plik ma { $size } KB, więcej niż limit { $limit } KB.
import-not-json = to nie jest plik JSON.
import-not-a-save = to nie jest zapisana gra Moonvale.
import-unknown-version = pochodzi z innej wersji Moonvale (wersja zapisu { $version }).
import-unknown-kind = to gra, której ta wersja nie zna ({ $kind }).
import-wrong-kind = to gra { $found }, a nie { $expected }.
import-invalid-game = zapisana w nim gra jest uszkodzona (ruchy nie zgadzają się ze stanem).

## Inne ekrany

go-home = Strona główna
new-game-title = Nowa gra: { $game }

## Przy stole (ekran gry każdej gry)

table-load-failed = Nie udało się otworzyć tej gry. Pozostaje na liście zapisanych gier, skąd można ją wyeksportować.
table-game-over = Gra się zakończyła.
table-handover-title = Przekaż urządzenie: { $player }
table-handover-body = Teraz jego lub jej kolej. Wszystko, co prywatne, pozostaje ukryte do potwierdzenia.
table-handover-confirm = Jestem { $player }: pokaż moją turę
table-undo = Cofnij
table-undo-other = Cofnij ostatni ruch gracza { $player }
table-undone = Twój ostatni ruch został cofnięty.
table-log-title = Przebieg gry
table-log-empty = Na razie nic.
table-end-title = Koniec gry
table-play-again = Zagraj ponownie
table-thinking = { $player } myśli…
table-paused = Gracze komputerowi są wstrzymani.
table-pause = Wstrzymaj
table-resume = Wznów
table-pace = Tempo graczy komputerowych
table-pace-slow = Wolne
table-pace-normal = Zwykłe
table-pace-fast = Szybkie
table-pace-instant = Natychmiastowe
table-hint = Podpowiedz ruch
table-hint-thinking = Szukam dobrego ruchu…
table-hint-shown = Podpowiedziany ruch: { $action }
table-hint-failed = Nie udało się podpowiedzieć ruchu.
table-ending-fifth-building = Jak się skończyło: gracz ukończył piąty budynek, po czym rozegrano ostatnie tury.
table-ending-no-one-can-act = Jak się skończyło: nikt nie mógł już nic zrobić (nie zostało nic, czego mogłaby użyć jakakolwiek akcja), więc gra skończyła się jak po ostatniej rundzie.
table-ending-last-disc = Jak się skończyło: gracz położył swój ostatni krążek.
table-ending-no-tiles-left = Jak się skończyło: nie zostało już żadnych płytek do wzięcia.
table-ending-solo-all-discs = Jak się skończyło: wszystkie twoje krążki są położone.
table-view-controls = Przesuwanie i powiększanie widoku
table-zoom-in = Powiększ
table-zoom-out = Pomniejsz
table-zoom-reset = Dopasuj
table-pan-left = W lewo
table-pan-right = W prawo
table-pan-up = W górę
table-pan-down = W dół

## Miejsca na ekranach nowej gry

seat-legend = Gracz { $number }
seat-name = Imię
seat-kind = Gra
seat-human = osoba
seat-computer = komputer
seat-colour = Kolor
seat-level = Poziom
seat-default-name = Gracz { $number }
seat-default-computer = Komputer { $number }
seat-remove = Usuń gracza { $number }
level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-easy-description = Gra jak początkujący: bierze to, co oczywiste, nie widzi dalekich planów.
level-medium-description = Uczciwy przeciwnik: przed każdym ruchem patrzy trochę naprzód.
level-hard-description = Myśli najdłużej i gra najlepiej, jak umie; dla doświadczonych graczy.

## Błąd krytyczny

fatal-title = Coś poszło nie tak
fatal-body = Moonvale napotkało nieoczekiwany błąd. Zapisane gry są bezpieczne: odśwież stronę, aby kontynuować.
table-undo-nothing-yet = Nie ma jeszcze czego cofnąć.
table-undo-game-over = Gra się skończyła: ruchów nie można już cofnąć.
table-undo-computers-move = Ostatni ruch wykonał gracz komputerowy: nie można go cofnąć.
table-undo-another-persons-move = Ostatni ruch należał do innego gracza: tylko on mógł go cofnąć.
table-undo-committed = Twój ostatni ruch odsłonił coś nowego lub losował, więc nie można go już cofnąć.
table-panels = Panele
table-panel-choices = Twoje wybory
table-panel-info = Gracze i stół
notice-unknown-address = Ten link nie prowadzi do niczego w Moonvale: oto ekran główny.
notice-game-not-found = Tej gry nie ma wśród gier zapisanych na tym urządzeniu. Zapisane gry zostają w przeglądarce, w której je rozegrano; można ją tam wyeksportować i zaimportować tutaj.
saved-see-result = Zobacz wynik
saved-finished = Zakończona: { $count ->
    [one] wygrywa { $winners }
    [few] wygrywają razem { $winners }
    [many] wygrywają razem { $winners }
   *[other] wygrywają razem { $winners }
} ({ $scores }).
table-latest = Ostatnie ruchy
