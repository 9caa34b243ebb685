from enum import StrEnum

class SeatViewBotType0(StrEnum):
    EASY = "easy"
    EXPERT = "expert"
    GREEDY = "greedy"
    RANDOM = "random"
    TUTOR = "tutor"

    def __str__(self) -> str:
        return str(self.value)
