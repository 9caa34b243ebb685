from enum import StrEnum

class Preview1347Type(StrEnum):
    CHOOSE_LOSER = "choose_loser"
    DECLINE = "decline"
    ENTER = "enter"
    GIVE = "give"
    PERFORM = "perform"
    PLAY_PASS = "play_pass"
    SUPPLY = "supply"

    def __str__(self) -> str:
        return str(self.value)
