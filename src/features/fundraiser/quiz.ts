// The quiz's questions and scoring live beside the server, which grades a member's answers itself.
export * from '@shared/schemas/hygiene-quiz';
