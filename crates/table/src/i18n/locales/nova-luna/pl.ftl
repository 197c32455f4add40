## Nova Luna (pl)

## Kafelki i zadania

nl-colour-turquoise = turkusowy
nl-colour-blue = niebieski
nl-colour-red = czerwony
nl-colour-yellow = żółty
nl-colour-letter-turquoise = T
nl-colour-letter-blue = N
nl-colour-letter-red = C
nl-colour-letter-yellow = Ż
nl-tile = { $colour } { $number }
nl-task-need = { $colour } × { $count }
nl-tasks =
    { $count ->
        [one] zadanie: { $tasks }
        [few] { $count } zadania: { $tasks }
       *[other] { $count } zadań: { $tasks }
    }
nl-no-task = bez zadań

## Nowa gra

nl-player-colour-white = biały
nl-player-colour-black = czarny
nl-player-colour-orange = pomarańczowy
nl-player-colour-purple = fioletowy
nl-add-seat = Dodaj gracza
nl-solo-note = Jeden gracz: tryb solo w dwóch fazach (8 znaczników z pierwszymi 11 kafelkami, potem wszystkie 21); wygrywa najniższy wynik.
nl-players-note =
    { $count ->
        [one] Jeden gracz.
        [few] { $count } graczy: wygrywa ten, kto pierwszy położy wszystkie znaczniki.
       *[other] { $count } graczy: wygrywa ten, kto pierwszy położy wszystkie znaczniki.
    }
nl-first-game = Pierwsza gra: mniej znaczników (18 przy 3 graczach, 16 przy 4)
nl-seed = Ziarno (opcjonalne)
nl-seed-hint = To samo ziarno daje te same kafelki. Zostaw puste, aby rozdać nowe.
nl-problem-name = Gracz { $n } musi mieć imię.
nl-problem-colours = Każdy gracz musi mieć inny kolor znaczników.
nl-problem-seed = Ziarno musi być liczbą całkowitą (same cyfry).
nl-problem-setup = Nie można przygotować gry z tymi opcjami.
nl-start = Rozpocznij grę

## Ekran gry

nl-status-computer = { $player } (komputer) wykonuje ruch…
nl-status-choose = { $player }: weź jeden z wyróżnionych kafelków z księżycowego toru.
nl-status-may-refill = Możesz też uzupełnić księżycowy tor.
nl-status-must-refill = Księżycowy tor jest pusty: uzupełnij go.
nl-status-place = { $player }: połóż kafelek { $tile } na jednym z wyróżnionych pól swojego obszaru.
nl-in-hand = W ręce: { $tile } ({ $tasks }).
nl-choices = Twoje możliwości
nl-action-take = Weź kafelek { $tile } (pole { $space }; { $tasks })
nl-action-place = Połóż go { $where }
nl-cell-right-of = na prawo od kafelka { $tile }
nl-cell-left-of = na lewo od kafelka { $tile }
nl-cell-below = pod kafelkiem { $tile }
nl-cell-above = nad kafelkiem { $tile }
nl-cell-and = { $a } i { $b }
nl-cell-first = jako pierwszy kafelek planszy
nl-cell-further-left = { $where }, to bardziej na lewo
nl-cell-further-right = { $where }, to bardziej na prawo
nl-cell-higher = { $where }, to wyżej
nl-cell-lower = { $where }, to niżej
nl-cell-nth = { $where } ({ $n } z { $count }, licząc od lewego górnego)
nl-action-refill =
    { $pile ->
        [one] Uzupełnij księżycowy tor (w stosie został jeden kafelek)
        [few] Uzupełnij księżycowy tor (w stosie zostały { $pile } kafelki)
       *[other] Uzupełnij księżycowy tor (w stosie zostało { $pile } kafelków)
    }
nl-action-end-phase-one = Zakończ fazę 1 teraz
nl-move-refused = Ten ruch jest niedozwolony; nic się nie zmieniło.
nl-players = Gracze
nl-to-play = na ruchu
nl-player-discs =
    { $left ->
        [one] położone: { $placed }, został jeden znacznik
        [few] położone: { $placed }, zostały { $left } znaczniki
       *[other] położone: { $placed }, zostało { $left } znaczników
    }
nl-player-track = pole { $space } cyklu księżyca
nl-wheel-label =
    Księżycowy tor: pionek księżyca stoi na polu { $space }; { $tiles ->
        [one] jeden kafelek na torze
        [few] { $tiles } kafelki na torze
       *[other] { $tiles } kafelków na torze
    }, w stosie: { $pile }.
nl-tableaux = Obszary graczy
nl-tableau-empty = Jeszcze bez kafelków
nl-tableau-of = Kafelki: { $player }
nl-tableau-label =
    Obszar gracza { $player }: { $tiles ->
        [one] jeden kafelek
        [few] { $tiles } kafelki
       *[other] { $tiles } kafelków
    }, { $discs ->
        [one] jeden położony znacznik.
        [few] { $discs } położone znaczniki.
       *[other] { $discs } położonych znaczników.
    }
nl-legend = Kolory kafelków i ich litery

## Solo

nl-solo-phase = Solo, faza { $phase } z 2
nl-solo-discs = Położone znaczniki: { $placed } z { $target }
nl-solo-tiles = Suma liczb twoich kafelków: { $sum }
nl-solo-stacks = Pozostałe znaczniki: { $eight } ze stosu 8, { $thirteen } ze stosu 13
nl-solo-current =
    { $missing ->
        [0] Wynik, gdyby faza skończyła się teraz: { $score } (im mniej, tym lepiej).
        [one] Wynik, gdyby faza skończyła się teraz: { $score }, w tym brak jednego znacznika po 10 (im mniej, tym lepiej).
        [few] Wynik, gdyby faza skończyła się teraz: { $score }, w tym brak { $missing } znaczników po 10 (im mniej, tym lepiej).
       *[other] Wynik, gdyby faza skończyła się teraz: { $score }, w tym brak { $missing } znaczników po 10 (im mniej, tym lepiej).
    }
nl-solo-phase-one = Wynik fazy 1: { $score }.

## Przekazanie urządzenia


## Dziennik

nl-log-take = { $player } bierze kafelek { $tile } z pola { $space }.
nl-log-marker =
    { $stacked ->
        [0] Znacznik gracza { $player } przesuwa się z pola { $from } na pole { $to } cyklu księżyca.
        [one] Znacznik gracza { $player } przesuwa się z pola { $from } na pole { $to } cyklu księżyca, na inny znacznik.
        [few] Znacznik gracza { $player } przesuwa się z pola { $from } na pole { $to } cyklu księżyca, na { $stacked } inne znaczniki.
       *[other] Znacznik gracza { $player } przesuwa się z pola { $from } na pole { $to } cyklu księżyca, na { $stacked } innych znaczników.
    }
nl-log-place = { $player } kładzie kafelek { $tile } { $where }.
nl-log-disc =
    { $player } wykonuje zadanie kafelka { $tile } ({ $task }) i kładzie znacznik: { $left ->
        [0] nie ma już znaczników.
        [one] został jeden znacznik.
        [few] zostały { $left } znaczniki.
       *[other] zostało { $left } znaczników.
    }
nl-log-refill =
    { $player } uzupełnia księżycowy tor: { $count ->
        [one] jeden kafelek
        [few] { $count } kafelki
       *[other] { $count } kafelków
    } (w stosie: { $pile }).
nl-log-phase-one = Faza 1 skończona: { $score } pkt ({ $tiles } za kafelki, brakujące znaczniki: { $missing }).
nl-log-turn = Następny ruch: { $player }.
nl-log-end-last-disc = { $player } kładzie ostatni znacznik i wygrywa!
nl-log-end-no-tiles = Nie ma już kafelków: koniec gry.
nl-log-end-solo = Wszystkie 21 znaczników położone: koniec gry solo.

## Koniec gry

nl-end-winner = Wygrywa { $player }!
nl-end-tie-break = Remis w liczbie położonych znaczników: wygrywa gracz, który grałby następny.
nl-end-solo-total = Wynik końcowy: { $score } (im mniej, tym lepiej).
nl-end-solo-phase =
    Faza { $phase }: { $tiles } za kafelki + { $missing ->
        [one] jeden brakujący znacznik
        [few] { $missing } brakujące znaczniki
       *[other] { $missing } brakujących znaczników
    } × 10 = { $score }
nl-col-place = Miejsce
nl-col-player = Gracz
nl-col-discs = Położone znaczniki
nl-col-left = Pozostałe znaczniki

## Rules at hand

nl-rules-title = Zasady pod ręką
nl-rules-board-title = Co widać
nl-rules-turn-title = Tura
nl-rules-el-wheel-name = Koło.
nl-rules-el-wheel = Dwanaście pól z kafelkami wokół toru księżycowego. Możesz wziąć jeden z trzech kafelków za pionkiem księżyca (sierpem); znaczniki w środku idą po torze o liczbę z kafelka, a ten najdalej w tyle gra następny.
nl-rules-el-tile-name = Kafelek.
nl-rules-el-tile = Jego liczba (w lewym górnym rogu) to koszt na torze; kolor ma też literę i wzór. Połóż go obok swoich kafelków.
nl-rules-el-task-name = Zadanie.
nl-rules-el-task = Każda kropka wymaga jednego kafelka tego koloru, który styka się z tym kafelkiem bezpośrednio lub przez łańcuch kafelków tego samego koloru.
nl-rules-el-disc-name = Krążek.
nl-rules-el-disc = Spełnione zadanie dostaje jeden z twoich krążków; połóż wszystkie krążki, aby wygrać.
nl-rules-take = W swojej turze weź jeden z trzech kafelków leżących na księżycowym torze za pionkiem księżyca, zgodnie z ruchem wskazówek zegara (puste pola się pomija); pionek księżyca przechodzi na jego pole.
nl-rules-advance = Przesuń swój znacznik po polach cyklu księżyca o liczbę podaną na kafelku.
nl-rules-next = Następny gra gracz, którego znacznik jest najdalej z tyłu w cyklu księżyca, więc możesz rozegrać kilka tur z rzędu.
nl-rules-place = Połóż kafelek obok jednego ze swoich kafelków (bokiem, nie po przekątnej).
nl-rules-tasks = Każdy kafelek ma zadania: zadanie jest wykonane, gdy jest z nim połączonych dość kafelków wskazanych kolorów, przez łańcuchy kafelków jednego koloru. Wykonane zadanie dostaje jeden z twoich znaczników.
nl-rules-refill = Gdy na księżycowym torze zostały jeden lub dwa kafelki, możesz go uzupełnić przed wzięciem kafelka; gdy nie ma żadnego, musisz.
nl-rules-end = Wygrywa pierwszy gracz, który położy wszystkie znaczniki. Gdy kafelki się skończą, wygrywa ten, kto położył najwięcej znaczników.
nl-rules-solo = Gra solo: bez cyklu księżyca; połóż 8 znaczników za pomocą 11 początkowych kafelków, potem wszystkie 21 z uzupełnianiem; wynik to suma liczb na kafelkach plus 10 za każdy brakujący znacznik, im niższy, tym lepiej.
nl-rules-rulings-title = Rozstrzygnięcia projektu
nl-ruling-mark = Rozstrzygnięcie:
nl-ruling-1 = Każdy gracz ma 21 znaczników: jeden wskazuje jego miejsce w cyklu księżyca, 20 trafia na kafelki. Opcja pierwszej gry: 18 znaczników przy 3 graczach i 16 przy 4 (wliczając ten w cyklu księżyca).
nl-ruling-2 = Cykl księżyca ma 24 pola i jest zamknięty w pętlę; następny gra gracz najdalej z tyłu; na wspólnym polu – znacznik na wierzchu stosu.
nl-ruling-3 = Zadania sprawdza się po każdym położeniu kafelka na wszystkich kafelkach gracza, a każde nowo wykonane zadanie automatycznie dostaje znacznik.
nl-ruling-4 = Liczenie zadania: dla każdego koloru kafelki tego koloru połączone z kafelkiem zadania łańcuchem tego koloru, z których co najmniej jeden sąsiaduje z kafelkiem zadania, każdy liczony raz; sam kafelek zadania nigdy się nie liczy.
nl-ruling-5 = Uzupełnianie: gdy na początku tury na księżycowym torze są 1 lub 2 kafelki, można go uzupełnić; gdy nie ma żadnego, trzeba. Puste pola wypełnia się zgodnie z ruchem wskazówek zegara, zaczynając od pola za pionkiem księżyca, dopóki starczy kafelków.
nl-ruling-6 = Gracz, który położy ostatni znacznik, od razu wygrywa. Gdy stos kafelków i księżycowy tor są puste, wygrywa ten, kto położył najwięcej znaczników; przy remisie – gracz, który grałby następny.
nl-ruling-7 = Gra solo stosuje dwufazowe liczenie punktów z instrukcji (im mniej, tym lepiej).
nl-ruling-solo-extra-discs = Gra solo: zadania wykonane w fazie 1 ponad 8 znaczników też dostają znaczniki; kara fazy 1 liczy tylko znaczniki brakujące do 8. Jeśli w fazie 1 położysz wszystkie 21, gra się kończy, a faza 2 liczy te same kafelki bez kary.
nl-ruling-discs-run-out = Jeśli położenie kafelka spełnia więcej zadań, niż masz znaczników, zadania wypełnia się po kolei (kafelki w kolejności położenia, potem kolejność zadań), aż skończą się znaczniki, i gra się kończy.
nl-ruling-first-game = Opcja pierwszej gry zmienia liczbę znaczników tylko przy 3 lub 4 graczach.
nl-ruling-refill-action = Uzupełnienie nigdy nie jest proponowane, gdy stos kafelków jest pusty. Gdy księżycowy tor jest pusty, uzupełnienie jest jedynym wyborem, ale wykonujesz je sam.
nl-ruling-solo-phase-two-refill = Gra solo: zakończenie fazy 1 od razu uzupełnia księżycowy tor na fazę 2.
nl-ruling-marker-order = Znaczniki w cyklu księżyca porównuje się według łącznej liczby przebytych pól; nigdy nie rozciągają się na więcej niż 7 z 24 pól, więc to jest kolejność w zapętlonym cyklu.
nl-show-wheel = Księżycowy tor

# What a choice is worth (docs/table-screen.md "Choices that say what they are worth").
nl-worth-take = { $count ->
    [one] kosztuje 1 pole czasu
    [few] kosztuje { $count } pola czasu
   *[other] kosztuje { $count } pól czasu
}
nl-worth-place = { $count ->
    [0] nie spełnia żadnego zadania
    [one] spełnia zadanie: 1 znacznik
    [few] spełnia { $count } zadania: { $count } znaczniki
   *[other] spełnia { $count } zadań: { $count } znaczników
}
nl-col-tiles = Położone płytki
nl-race-title = Położone znaczniki w kolejnych rundach

## Tutorial

nl-tutorial-seat-you = Robin
nl-tutorial-seat-selene = Selene
nl-tutorial-welcome = Witaj w Nova Luna! Grasz jako Robin. Kładziesz przed sobą kafelki, a każde wykonane na nich zadanie dostaje jeden z twoich znaczników. Wygrywa ten, kto pierwszy położy wszystkie znaczniki.
nl-tutorial-tiles = Kafelki czekają na księżycowym torze. Każdy ma kolor, liczbę (ile czasu kosztuje) i do trzech zadań, na przykład „dwa niebieskie kafelki”.
nl-tutorial-first-player = Twój znacznik i znacznik Selene zaczynają w stosie na nowiu cyklu księżyca. Następny gra ten, kto jest najdalej z tyłu; na wspólnym polu najpierw gra znacznik z wierzchu stosu. Twój jest na wierzchu, więc zaczynasz.
nl-tutorial-take-first = Możesz wziąć jeden z trzech kafelków leżących za pionkiem księżyca, zgodnie z ruchem wskazówek zegara. Weź turkusowy kafelek 6, pierwszy z nich: każde jego zadanie wymaga tylko jednego lub dwóch kafelków.
nl-tutorial-take-first-other = Pozostałe dwa kafelki też kosztują 6, ale każdy ma zadanie na trzy kafelki. Weź turkusowy kafelek 6 tuż za pionkiem księżyca: jego zadania łatwiej wykonać.
nl-tutorial-place-first = Pierwszy kafelek zaczyna twój obszar: połóż go na środku. Potem ruch ma Selene.
nl-tutorial-place-first-other = Pierwszy kafelek ma tylko jedno miejsce: środek twojego obszaru.
nl-tutorial-selene-plays = Selene rozegrała cztery tury z rzędu: tanie kafelki trzymały jej znacznik za twoim. Gdy doszedł na twoje pole, stanął na twoim znaczniku, więc zagrała znowu.
nl-tutorial-take-cheap = Wzięcie kafelka przesuwa twój znacznik na cyklu księżyca o liczbę z kafelka. Weź turkusowy kafelek 3: twój znacznik przejdzie z pola 6 na pole 9, wciąż za znacznikiem Selene na polu 10.
nl-tutorial-take-cheap-other = Pozostałe kafelki kosztują 6: twój znacznik wyprzedziłby znacznik Selene i to ona grałaby następna. Weź turkusowy kafelek 3, aby zostać za nią i zagrać znowu.
nl-tutorial-place-beside = Nowy kafelek musi stykać się bokiem z jednym z twoich kafelków. Połóż go na prawo od pierwszego, aby twoje dwa turkusowe kafelki się stykały. Wciąż jesteś za Selene, więc zagrasz znowu.
nl-tutorial-place-beside-other = To pole też styka się z twoim kafelkiem, ale połóż ten kafelek na prawo od pierwszego: dwa turkusowe kafelki obok siebie będą liczyć się razem do zadania.
nl-tutorial-take-yellow = Weź żółty kafelek 4: jest najtańszy, a jego zadanie „dwa turkusowe” wymaga właśnie dwóch kafelków, które już masz.
nl-tutorial-take-yellow-other = Pozostałe dwa kafelki kosztują 6. Żółty kafelek 4 jest tańszy, a jego zadanie „dwa turkusowe” da się wykonać od razu.
nl-tutorial-place-chain = Połóż go na prawym końcu rzędu. Styka się tylko z jednym turkusowym kafelkiem, ale stykające się kafelki jednego koloru liczą się razem: łańcuch dwóch turkusowych kafelków wykonuje jego zadanie, więc trafia na nie znacznik.
nl-tutorial-place-chain-other = Każde pole obok twoich turkusowych kafelków wykonałoby zadanie dzięki łańcuchowi; w tym kroku kafelek trafia na prawy koniec rzędu, gdzie łańcuch dobrze widać.
nl-tutorial-disc = Znacznik przykrywa teraz to zadanie: każde zadanie dostaje jeden znacznik, tylko raz, a kafelek nigdy nie liczy się do własnych zadań. W tym czasie Selene zagrała dwa razy: jej znacznik stanął na twoim, więc zagrała znowu.
nl-tutorial-refill = Na księżycowym torze zostały tylko dwa kafelki. Gdy zostały jeden lub dwa, możesz uzupełnić tor przed wzięciem kafelka (gdy nie ma żadnego, musisz). Uzupełnij go teraz.
nl-tutorial-refill-other = Możesz wziąć jeden z dwóch pozostałych kafelków, ale oba kosztują 6. Najpierw uzupełnij księżycowy tor: nowe kafelki, wśród nich tanie, zajmą puste pola.
nl-tutorial-take-blue = Nowe kafelki wypełniły puste pola zgodnie z ruchem wskazówek zegara, zaczynając za pionkiem księżyca. Weź niebieski kafelek 2: jest tani, a twój pierwszy kafelek ma zadanie „dwa niebieskie”.
nl-tutorial-take-blue-other = Pozostałe kafelki kosztują 4 i 6. Niebieski kafelek 2 jest najtańszy i zaczyna zadanie „dwa niebieskie” twojego pierwszego kafelka.
nl-tutorial-place-blue = Połóż go pod pierwszym kafelkiem. Twój znacznik stoi na polu 15, wciąż za znacznikiem Selene na polu 18: grasz znowu.
nl-tutorial-place-blue-other = Połóż niebieski kafelek pod pierwszym kafelkiem: następny niebieski trafi pod niego i utworzy z nim łańcuch.
nl-tutorial-take-second-blue = Weź niebieski kafelek 3: jest najtańszy, a drugi niebieski kafelek wykona zadanie „dwa niebieskie” twojego pierwszego kafelka.
nl-tutorial-take-second-blue-other = Pozostałe kafelki kosztują 4 i 6. Niebieski kafelek 3 jest tańszy, a zadanie pierwszego kafelka wymaga właśnie niebieskich.
nl-tutorial-place-second-blue = Połóż go pod pierwszym niebieskim kafelkiem. Dwa niebieskie kafelki tworzą łańcuch stykający się z pierwszym kafelkiem, więc jego zadanie „dwa niebieskie” jest wykonane: zadania wcześniej położonych kafelków też się liczą. Twój znacznik stanął na polu Selene, na jej znaczniku, więc znowu masz ruch.
nl-tutorial-place-second-blue-other = Kilka pól obok niebieskiego kafelka wykonałoby zadanie; w tym kroku nowy kafelek trafia pod niego, aby niebieski łańcuch pod pierwszym kafelkiem był dobrze widoczny.
nl-tutorial-end = Pierwszy gracz, który położy wszystkie znaczniki, od razu wygrywa. Jeśli wcześniej skończą się kafelki, wygrywa ten, kto położył najwięcej znaczników. To wszystko: miłej gry!

## Gra solo własnymi słowami: bez cyklu księżyca, kafelek dodaje swoją liczbę do wyniku
nl-worth-take-solo = dodaje { $number } do twojego wyniku
nl-race-solo-score = Twój wynik, kafelek po kafelku (im niższy, tym lepszy)
nl-race-solo-discs = Znaczniki do położenia, kafelek po kafelku
nl-chart-tiles-heading = Położone kafelki
nl-chart-after-tiles = { $count ->
    [0] Na początku
    [one] Po 1 kafelku
   *[other] Po { $count } kafelkach
}
