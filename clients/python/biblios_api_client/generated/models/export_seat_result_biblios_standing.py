from enum import StrEnum

class ExportSeatResultBibliosStanding(StrEnum):
    FINISHED = "finished"
    RESIGNED = "resigned"
    TAKEN_OVER = "taken_over"

    def __str__(self) -> str:
        return str(self.value)
